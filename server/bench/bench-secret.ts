/** The session secret of the benchmark's proxies, so proxy.bench.ts can sign a patient binding for its bookings. */
export const BENCH_SESSION_SECRET = 'bench-session-secret-of-32-characters';
