/// The report's stylesheet and script, inlined so the file works offline with no network access.
enum HTMLAssets {
    static let css = #"""
:root{--good:#2e7d32;--warning:#b26a00;--critical:#c62828;--severe:#6a1b9a;--ink:#1d1d1f;--muted:#6e6e73;--line:#d2d2d7;--bg:#fff;--band:#f5f5f7}
*{box-sizing:border-box}body{font:14px/1.45 -apple-system,system-ui,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:var(--bg);margin:0;padding:24px 32px;max-width:1400px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}h3{font-size:15px;margin:18px 0 6px}
.meta{color:var(--muted);margin:0}.note-warning{background:#fff4e5;border-left:4px solid var(--warning);padding:8px 12px;margin:12px 0}
.cards{display:flex;flex-wrap:wrap;gap:12px}.card{border:1px solid var(--line);border-radius:8px;padding:10px 14px;min-width:220px;border-top:5px solid var(--muted)}
.card h3{margin:0 0 4px}.card .ratio{font-size:24px;font-weight:600}.card.good{border-top-color:var(--good)}.card.warning{border-top-color:var(--warning)}.card.critical{border-top-color:var(--critical)}.card.severe{border-top-color:var(--severe)}
.band{font-weight:600;text-transform:uppercase;font-size:11px;letter-spacing:.04em;padding:1px 6px;border-radius:4px;color:#fff;background:var(--muted)}
.band.good{background:var(--good)}.band.warning{background:var(--warning)}.band.critical{background:var(--critical)}.band.severe{background:var(--severe)}
table{border-collapse:collapse;margin:6px 0 12px;font-variant-numeric:tabular-nums}th,td{padding:3px 8px;border-bottom:1px solid var(--line);text-align:right;white-space:nowrap}th{white-space:normal;vertical-align:bottom;min-width:4em}#comparison{overflow-x:auto}
th:first-child,td:first-child,td.text,th.text{text-align:left}td.name{text-align:left;white-space:normal;max-width:520px;word-break:break-word}
th{background:var(--band);position:sticky;top:0}table.sortable th{cursor:pointer;user-select:none}th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
input.filter{margin:4px 0;padding:4px 8px;width:280px;border:1px solid var(--line);border-radius:6px}
.timeline{margin:8px 0 18px}.timeline canvas{width:100%;height:180px;border:1px solid var(--line);border-radius:6px;cursor:grab;display:block}
.legend{color:var(--muted);font-size:12px}.legend span{display:inline-block;margin-right:14px}.swatch{display:inline-block;width:10px;height:10px;margin-right:4px;vertical-align:middle}
.controls button{font:inherit;font-size:12px;margin-right:6px}.note{color:var(--muted);font-size:12px}
.costbar{display:flex;height:22px;border-radius:4px;overflow:hidden;border:1px solid var(--line);max-width:900px}.costbar span{display:block;height:100%}
.holds li.unsure{color:var(--warning)}figure.bands{margin:8px 0 12px}figure.bands figcaption{font-size:12px;color:var(--muted)}
ul.finding-groups{padding-left:18px;margin:6px 0}ul.finding-groups li{margin:4px 0}svg.spark{vertical-align:middle;margin-left:10px;background:var(--band);border-radius:3px}
details.findings,details.costs{margin:4px 0 10px}details summary{cursor:pointer;color:var(--muted)}span.modeled{font-weight:600}
h4{font-size:14px;margin:12px 0 4px}details.stack{margin:4px 0}details.stack ol{margin:4px 0 8px;padding-left:28px;font-size:12px}details.stack code{word-break:break-word}
"""#

    static let script = #"""
(function(){
'use strict';
var errors=[];
window.addEventListener('error',function(e){errors.push(String(e.message));report();});
function report(){var el=document.getElementById('script-errors');if(el){el.textContent=errors.join('\n');el.hidden=errors.length===0;}document.body.setAttribute('data-script-errors',String(errors.length));}
function cellValue(row,i){var c=row.cells[i];if(!c)return '';var v=c.getAttribute('data-value');return v===null?c.textContent.trim():v;}
function sortTable(table,col,dir){
  var body=table.tBodies[0];var rows=Array.prototype.slice.call(body.rows);
  var numeric=rows.every(function(r){var v=cellValue(r,col);return v===''||!isNaN(parseFloat(v));});
  rows.sort(function(a,b){var x=cellValue(a,col),y=cellValue(b,col);var d=numeric?(parseFloat(x||'0')-parseFloat(y||'0')):x.localeCompare(y);return dir==='ascending'?d:-d;});
  rows.forEach(function(r){body.appendChild(r);});
  Array.prototype.forEach.call(table.tHead.rows[0].cells,function(th,i){if(i===col)th.setAttribute('aria-sort',dir);else th.removeAttribute('aria-sort');});
}
function initSorting(){
  Array.prototype.forEach.call(document.querySelectorAll('table.sortable'),function(table){
    Array.prototype.forEach.call(table.tHead.rows[0].cells,function(th,i){
      th.addEventListener('click',function(){sortTable(table,i,th.getAttribute('aria-sort')==='descending'?'ascending':'descending');});
    });
  });
}
function initFilters(){
  Array.prototype.forEach.call(document.querySelectorAll('input.filter'),function(input){
    var table=document.getElementById(input.getAttribute('data-table'));
    input.addEventListener('input',function(){var q=input.value.toLowerCase();
      Array.prototype.forEach.call(table.tBodies[0].rows,function(r){r.hidden=q!==''&&r.textContent.toLowerCase().indexOf(q)<0;});});
  });
}
var colors={0:'#8e8e93',1:'#c62828',2:'#b26a00'};
// An overlaid timeline (compare) draws A then B translucent in their own hues, hitches in the full hue.
var sideColors=[{0:'rgba(0,122,255,0.45)',1:'rgba(0,64,160,0.95)',2:'rgba(0,64,160,0.95)',mark:'#0040a0'},
                {0:'rgba(255,149,0,0.45)',1:'rgba(200,70,0,0.95)',2:'rgba(200,70,0,0.95)',mark:'#c84600'}];
function drawTimeline(fig,data){
  var canvas=fig.querySelector('canvas');var ctx=canvas.getContext('2d');
  var series=data.series||[{frames:data.frames}];var P=data.interval_ms;var end=1;
  series.forEach(function(s){var f=s.frames,n=f.t.length;if(n)end=Math.max(end,f.t[n-1]+Math.max(f.d[n-1],P));});
  var view={a:0,b:end};
  // A fixed 4P scale keeps P and 2P where the eye expects them; a 1 s first frame would flatten the rest.
  var maxD=4*P;
  function draw(){
    var dpr=window.devicePixelRatio||1;var w=canvas.clientWidth||800,h=canvas.clientHeight||180;
    canvas.width=w*dpr;canvas.height=h*dpr;ctx.setTransform(dpr,0,0,dpr,0,0);ctx.clearRect(0,0,w,h);
    var left=40,bottom=h-16,top=6;var sx=(w-left-4)/(view.b-view.a);function x(t){return left+(t-view.a)*sx;}function y(v){return bottom-(Math.min(v,maxD)/maxD)*(bottom-top);}
    data.phases.forEach(function(p,k){var x0=x(p.start_ms),x1=x(p.end_ms);if(x1<left||x0>w)return;ctx.fillStyle=k%2?'rgba(0,122,255,0.06)':'rgba(0,122,255,0.12)';
      ctx.fillRect(Math.max(left,x0),top,Math.min(w,x1)-Math.max(left,x0),bottom-top);ctx.fillStyle='#5e5ce6';ctx.font='11px sans-serif';ctx.fillText(p.name,Math.max(left,x0)+3,top+11);});
    var lastLabel=-1e9;
    series.forEach(function(s,k){var frames=s.frames,n=frames.t.length;var pal=series.length>1?sideColors[k%2]:colors;var mark=series.length>1?pal.mark:'#c62828';
    for(var i=0;i<n;i++){var t=frames.t[i];if(t>view.b)break;if(t+frames.d[i]<view.a)continue;
      var bx=x(t),bw=Math.max(1,frames.d[i]*sx);ctx.fillStyle=pal[frames.c[i]];ctx.fillRect(bx,y(frames.d[i]),bw,bottom-y(frames.d[i]));
      if(frames.b[i]>0){ctx.fillStyle='rgba(0,0,0,0.75)';ctx.fillRect(bx,bottom+2+4*k,Math.max(2,bw),series.length>1?3:6);}
      if(frames.d[i]>maxD){ctx.fillStyle='#fff';ctx.fillRect(bx,top+14,bw,3);if(bx-lastLabel>90){ctx.fillStyle='#1d1d1f';ctx.font='11px sans-serif';ctx.fillText(frames.d[i].toFixed(1)+' ms',Math.max(left,bx)+bw+4,top+28);lastLabel=bx;}}
      if(frames.h[i]>0){var my=top+7*k;ctx.fillStyle=mark;ctx.beginPath();ctx.moveTo(bx,my);ctx.lineTo(bx+4,my+6);ctx.lineTo(bx-4,my+6);ctx.fill();}}});
    [[P,'P'],[2*P,'2P']].forEach(function(l){ctx.strokeStyle=l[1]==='P'?'#2e7d32':'#c62828';ctx.setLineDash([4,3]);ctx.beginPath();ctx.moveTo(left,y(l[0]));ctx.lineTo(w,y(l[0]));ctx.stroke();
      ctx.setLineDash([]);ctx.fillStyle=ctx.strokeStyle;ctx.font='11px sans-serif';ctx.fillText(l[1]+' '+l[0].toFixed(2),2,y(l[0])+4);});
    ctx.fillStyle='#6e6e73';ctx.fillText((view.a/1000).toFixed(2)+' s',left,h-2);var label=(view.b/1000).toFixed(2)+' s';ctx.fillText(label,w-ctx.measureText(label).width-2,h-2);
    canvas.setAttribute('data-drawn','true');canvas.setAttribute('data-view',view.a.toFixed(1)+'-'+view.b.toFixed(1));canvas.setAttribute('data-series',String(series.length));
  }
  function zoom(factor,at){var c=view.a+(view.b-view.a)*at;var span=Math.max(P*4,Math.min(end,(view.b-view.a)*factor));view.a=Math.max(0,c-span*at);view.b=Math.min(end,view.a+span);view.a=Math.max(0,view.b-span);draw();}
  canvas.addEventListener('wheel',function(e){e.preventDefault();var r=canvas.getBoundingClientRect();zoom(e.deltaY<0?0.8:1.25,Math.max(0,Math.min(1,(e.clientX-r.left-40)/(r.width-44))));},{passive:false});
  var drag=null;canvas.addEventListener('mousedown',function(e){drag={x:e.clientX,a:view.a,b:view.b};});
  window.addEventListener('mouseup',function(){drag=null;});
  window.addEventListener('mousemove',function(e){if(!drag)return;var dt=(e.clientX-drag.x)/(canvas.clientWidth-44)*(drag.b-drag.a);var span=drag.b-drag.a;view.a=Math.max(0,Math.min(end-span,drag.a-dt));view.b=view.a+span;draw();});
  fig.querySelector('.zoom-in').addEventListener('click',function(){zoom(0.5,0.5);});
  fig.querySelector('.zoom-out').addEventListener('click',function(){zoom(2,0.5);});
  fig.querySelector('.zoom-reset').addEventListener('click',function(){view={a:0,b:end};draw();});
  window.addEventListener('resize',draw);draw();
}
function initTimelines(){
  var data=JSON.parse(document.getElementById('timeline-data').textContent);
  Array.prototype.forEach.call(document.querySelectorAll('figure.timeline'),function(fig){drawTimeline(fig,data[fig.getAttribute('data-index')]);});
}
function selfTest(){
  var result='pass';var table=document.querySelector('table.sortable');
  if(!table){result='fail: no sortable table';}else{
    var col=-1;Array.prototype.forEach.call(table.tHead.rows[0].cells,function(th,i){if(col<0&&th.getAttribute('data-type')==='number')col=i;});
    if(col<0){result='fail: no numeric column';}else{
      table.tHead.rows[0].cells[col].click();var desc=Array.prototype.map.call(table.tBodies[0].rows,function(r){return parseFloat(cellValue(r,col));});
      table.tHead.rows[0].cells[col].click();var asc=Array.prototype.map.call(table.tBodies[0].rows,function(r){return parseFloat(cellValue(r,col));});
      for(var i=1;i<desc.length;i++){if(desc[i]>desc[i-1])result='fail: descending sort out of order';}
      for(var j=1;j<asc.length;j++){if(asc[j]<asc[j-1])result='fail: ascending sort out of order';}
      if(table.tHead.rows[0].cells[col].getAttribute('aria-sort')!=='ascending')result='fail: sort state not shown';
    }}
  document.body.setAttribute('data-selftest',result);
}
document.addEventListener('DOMContentLoaded',function(){
  try{initSorting();initFilters();initTimelines();if(location.hash==='#selftest')selfTest();}catch(e){errors.push(String(e&&e.stack||e));}
  document.body.setAttribute('data-ready','true');report();
});
})();
"""#
}
