// The end-to-end suite runs in Debian's Chromium headless shell, never in a downloaded browser: install it when
// missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(path)) {
  console.log(`[e2e] ${path} no existe: instalando el paquete chromium-headless-shell de Debian...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell`,
    {
      stdio: 'inherit',
    },
  );
}
