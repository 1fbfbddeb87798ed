// Makes sure Debian's redis-server is at /usr/bin/redis-server: the shared-state tests start throwaway ones on
// free loopback ports (the package's own service is not used).
import { ensureDebianPackage } from './debian-package.mjs';

ensureDebianPackage({ binary: '/usr/bin/redis-server', pkg: 'redis-server', label: 'Redis' });
