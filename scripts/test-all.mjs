#!/usr/bin/env node
// `pnpm test`: every suite, in stages. The commands of a stage run side by side where they leave the two cores
// room (type checking beside lint; the production build beside the PostgreSQL pass, which waits on its server much
// of the time); a stage starts when the one before passed, and the first failure stops the run with its status.
// The first command of a stage prints as it runs; the others print when they finish. The end prints each
// command's time, so that a CI log's tail says where the time went.
import { spawn } from 'node:child_process';

// `pnpm test lint,typecheck test:unit` runs other stages: each argument a stage, its scripts joined by commas.
const asked = process.argv.slice(2).map((stage) => stage.split(',').filter(Boolean));
const STAGES = asked.length > 0 ? asked : [
  ['typecheck', 'lint'],
  ['test:unit'],
  ['test:api'],
  ['test:api:pg', 'build'],
  ['test:e2e'],
];

const pnpm = process.env.npm_execpath?.includes('pnpm') ? [process.execPath, [process.env.npm_execpath]] : ['pnpm', []];
const times = [];

function run(script, live) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(pnpm[0], [...pnpm[1], script], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    if (!live) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      times.push(`${script} ${seconds} s${code === 0 ? '' : ` (failed: ${signal ?? `exit ${code}`})`}`);
      if (!live) process.stdout.write(`\n── ${script} (ran beside the stage's first command) ──\n${Buffer.concat(output).toString()}`);
      resolve(code === 0 ? 0 : (code ?? 1));
    });
  });
}

const startedAll = Date.now();
let status = 0;
for (const stage of STAGES) {
  const codes = await Promise.all(stage.map((script, index) => run(script, index === 0)));
  status = codes.find((code) => code !== 0) ?? 0;
  if (status !== 0) break;
}
console.log(`\n── test times ──\n${times.join('\n')}\nall ${Math.round((Date.now() - startedAll) / 1000)} s${status === 0 ? '' : ' (failed)'}`);
process.exit(status);
