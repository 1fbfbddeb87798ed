// The `clinic` executable: parse the arguments, run, exit with the documented status.
import type { ServicesFactory } from './context';
import { runCli } from './run-cli';

// Loaded on first use, so --help and --version start without the adapters and the fixture generator.
const createServices: ServicesFactory = async (source, events) => (await import('./container')).createServices(source, events);

const code = await runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env }, createServices);
// exitCode rather than exit(): let stdout drain when it is a pipe.
process.exitCode = code;
