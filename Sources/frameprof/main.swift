import FrameProfCLI

// The command line lives in FrameProfCLI, so a lab of a team's own runs the same one with its scenarios
// added (FrameProfLab.main).
FrameProfCommand.main()
