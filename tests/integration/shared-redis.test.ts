/**
 * The suites whose servers talk to the run's one Redis (TEST_REDIS_URL) share its channels and
 * keys (the socket.io adapter's, the rate limits'), so they run one after another: as one file,
 * which runs beside the other files (none of them uses Redis) and first (vitest.config.ts), since
 * it spends much of its time waiting on reconnects and timeouts.
 */
import './shared-redis/accounts-security.suite'
import './shared-redis/cluster.suite'
import './shared-redis/redis-faults.suite'
