import {
  DEFAULT_DAILY_PARTITION,
  HOURLY_PARTITION,
  type PartitionSource,
  type PartitionSpec,
  PER_SOURCE_PARTITION_SOURCES,
  partitionSpec,
  REALTIME_PARTITION,
  sourceDailyPartition,
} from '../../../src/core'

/** Hosts whose name does not start with the partition's source name. */
const HOST_ALIASES: Readonly<Record<string, PartitionSource>> = {
  'x.com': 'twitter',
  't.me': 'telegram',
  'telegram.org': 'telegram',
  'discord.gg': 'discord',
  'discordapp.com': 'discord',
}

function isPartitionSource(label: string): label is PartitionSource {
  return PER_SOURCE_PARTITION_SOURCES.some((source) => source === label)
}

/** The per-source daily partition source of a message host (reddit.com → reddit), or null. */
export function partitionSourceOf(host: string): PartitionSource | null {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^www\./, '')
  for (const [alias, source] of Object.entries(HOST_ALIASES)) {
    if (name === alias || name.endsWith(`.${alias}`)) return source
  }
  if (isPartitionSource(name)) return name
  const labels = name.split('.')
  // reddit.com, old.reddit.com, boards.4chan.org, cn.investing.com: the label before the TLD.
  const domain = labels.length >= 2 ? labels[labels.length - 2] : undefined
  return domain !== undefined && isPartitionSource(domain) ? domain : null
}

function spec(name: string): PartitionSpec {
  const found = partitionSpec(name)
  if (!found) throw new Error(`unknown partition ${name}`)
  return found
}

const COMMON: readonly PartitionSpec[] = [REALTIME_PARTITION, HOURLY_PARTITION, DEFAULT_DAILY_PARTITION].map(
  spec,
)
const BY_SOURCE = new Map<PartitionSource, PartitionSpec>(
  PER_SOURCE_PARTITION_SOURCES.map((source) => [source, spec(sourceDailyPartition(source))]),
)

const byHost = new Map<string, readonly PartitionSpec[]>()

/** Every partition a message of `host` is rolled up in: realtime, hourly, daily_5am, its source's daily. */
export function partitionsOf(host: string): readonly PartitionSpec[] {
  let found = byHost.get(host)
  if (!found) {
    const source = partitionSourceOf(host)
    const own = source === null ? undefined : BY_SOURCE.get(source)
    found = own ? [...COMMON, own] : COMMON
    // Hosts are few; the bound only guards against a feed of random host names.
    if (byHost.size > 10_000) byHost.clear()
    byHost.set(host, found)
  }
  return found
}

/** Every partition with rollups. */
export const ROLLUP_PARTITIONS: readonly PartitionSpec[] = [
  ...COMMON,
  ...new Map([...BY_SOURCE.values()].map((s) => [s.name, s])).values(),
]
