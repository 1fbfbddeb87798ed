// The `clinic` executable: parse the arguments, run, exit with the documented status.
import type { ServicesFactory } from './context';
import { readerTolerantStream } from './io';
import { runCli } from './run-cli';

// Loaded on first use, so --help and --version start without the adapters and the fixture generator.
const createServices: ServicesFactory = async (source, events) => (await import('./container')).createServices(source, events);

const io = { stdout: readerTolerantStream(process.stdout), stderr: readerTolerantStream(process.stderr), env: process.env };
const code = await runCli(process.argv.slice(2), io, createServices);
// exitCode rather than exit(): let stdout drain when it is a pipe.
process.exitCode = code;
