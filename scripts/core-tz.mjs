// The core must give clinic (America/Los_Angeles) dates and times whatever the machine's zone.
import { run } from './run.mjs';

for (const tz of ['UTC', 'Asia/Tokyo', 'America/New_York']) {
  run('npx', ['vitest', 'run', '--project', 'core', '--project', 'fixtures'], { TZ: tz });
}
