// `npm run dev`: the API (reloading on change) and the Vite dev server, side by side.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@auditorias/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@auditorias/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
