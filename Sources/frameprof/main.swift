import FrameProfCLI
import FrameProfDeviceCommands

// The command line lives in FrameProfCLI, so a lab of a team's own runs the same one with its scenarios
// added (FrameProfLab.main). The executable has every command: the device recordings' (import,
// calibrate) and the profiler's own benchmark, which no lab compiles.
FrameProfCommand.main(adding: DeviceCommands.all + [BenchCommand.self])
