// Times the parser of Sabaki (@sabaki/sgf) the way sgfbench times ours: the file is read
// into memory first, then `sgf.parse(content)` runs RUNS times and the median is reported.
//   node sabaki_parse.js RUNS FILE [cpu]   (with @sabaki/sgf where require() finds it)
// With "cpu" the time is the process's CPU time (user and system), as sgfbench --cpu-time.
// Prints one tab-separated line: bytes, nodes, median seconds, peak RSS in MB.
'use strict';

const fs = require('fs');
const sgf = require('@sabaki/sgf');

function countNodes(roots) {
  // Iterative: the trees can be deeper than the call stack.
  let count = 0;
  const pending = [...roots];
  while (pending.length > 0) {
    const node = pending.pop();
    count += 1;
    for (const child of node.children) pending.push(child);
  }
  return count;
}

const [runsArgument, file, clock] = process.argv.slice(2);
const runs = Number(runsArgument);
if (!(runs >= 1) || !file) {
  console.error('usage: node sabaki_parse.js RUNS FILE [cpu]');
  process.exit(2);
}

// Seconds on the chosen clock.
function now() {
  if (clock === 'cpu') {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  }
  return Number(process.hrtime.bigint()) / 1e9;
}

const content = fs.readFileSync(file, 'utf8');
const times = [];
let nodes = 0;
for (let i = 0; i < runs; i += 1) {
  const start = now();
  const roots = sgf.parse(content);
  times.push(now() - start);
  nodes = countNodes(roots);
}
times.sort((a, b) => a - b);
const middle = Math.floor(times.length / 2);
const median = times.length % 2 ? times[middle] : (times[middle - 1] + times[middle]) / 2;
const peakMegabytes = process.resourceUsage().maxRSS / 1024;
console.log([fs.statSync(file).size, nodes, median.toFixed(4), peakMegabytes.toFixed(1)].join('\t'));
