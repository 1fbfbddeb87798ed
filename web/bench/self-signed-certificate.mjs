// A throwaway certificate for the benches' loopback TLS proxy: made with the openssl CLI at start, read, and its
// files removed at once. Chromium accepts it only because the bench launches it with --ignore-certificate-errors.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A one-day P-256 key and self-signed certificate for 127.0.0.1, as PEM strings: `{ key, cert }`. */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1']
        .concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'])
        .concat(['-keyout', keyFile, '-out', certFile]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
