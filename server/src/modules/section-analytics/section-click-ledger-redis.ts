import type { Redis } from 'ioredis';
import { openRequestRedis } from '../../providers/redis-connection';
import { deleteKeysWithPrefix } from '../../providers/redis-keys';
import { timeRedisCommands } from '../../observability/redis-timing';
import type { Tally } from '../../shared/section-event-kinds';
import { LEDGER_TTL_MS, PENDING_CLICKS_MAX, type ClickLedger, type LedgerCount, type LedgerOp } from './section-click-ledger';

const KIND_CODE: Record<LedgerOp['kind'], string> = {
  'root-exposure': 'r',
  exposure: 'x',
  click: 'c',
  detailViews: 'd',
  bookings: 'b',
  comments: 'm',
};
const FIELD_OF: Record<string, keyof Tally> = { e: 'exposures', c: 'clicks', d: 'detailViews', b: 'bookings', m: 'comments' };

/**
 * The memory ledger's rules (section-click-ledger.ts) in one script per batch, so every process sees the same
 * counts. KEYS: the batch's pairs (a hash each: e exposures, s own exposures, c clicks, d/b/m goals; and
 * "<key>:p", the held taps). ARGV: ttl ms, pending max, then per op: key index, kind code, node, cap.
 * Returns, flat, per count let through: op index (1-based), field code, node.
 */
const SETTLE_SCRIPT = `
local ttl = tonumber(ARGV[1])
local pendingMax = tonumber(ARGV[2])
local out = {}
local i = 3
while i <= #ARGV do
  local op = (i - 3) / 4 + 1
  local k = KEYS[tonumber(ARGV[i])]
  local kind = ARGV[i + 1]
  local node = ARGV[i + 2]
  local cap = tonumber(ARGV[i + 3])
  i = i + 4
  local function get(field) return tonumber(redis.call('HGET', k, field) or '0') end
  if kind == 'r' or kind == 'x' then
    if cap == 0 or get('e') < cap then
      redis.call('HINCRBY', k, 'e', 1)
      table.insert(out, op); table.insert(out, 'e'); table.insert(out, node)
      if kind == 'r' then
        local shown = redis.call('HINCRBY', k, 's', 1)
        local clicks = get('c')
        while clicks < shown do
          local held = redis.call('LPOP', k .. ':p')
          if not held then break end
          clicks = redis.call('HINCRBY', k, 'c', 1)
          table.insert(out, op); table.insert(out, 'c'); table.insert(out, held)
        end
      end
    end
  elseif kind == 'c' then
    if get('c') < get('s') then
      redis.call('HINCRBY', k, 'c', 1)
      table.insert(out, op); table.insert(out, 'c'); table.insert(out, node)
    elseif redis.call('LLEN', k .. ':p') < pendingMax then
      redis.call('RPUSH', k .. ':p', node)
      redis.call('PEXPIRE', k .. ':p', ttl)
    end
  elseif get(kind) < get('c') then
    redis.call('HINCRBY', k, kind, 1)
    table.insert(out, op); table.insert(out, kind); table.insert(out, node)
  end
  redis.call('PEXPIRE', k, ttl)
end
return out
`;

/** The click ledger in Redis (with REDIS_URL): a click counts whichever process got its section's exposure. */
export class RedisClickLedger implements ClickLedger {
  constructor(
    private readonly redis: Redis,
    /** Every key starts with this (tests use a random one). */
    readonly prefix: string = 'byh:sections:',
    private readonly ownsConnection = false,
  ) {}

  static fromUrl(url: string, prefix?: string, onError: (error: Error) => void = () => undefined, commandTimeoutMs?: number): RedisClickLedger {
    // Like the rate limiter in front of it: every call ends within the command timeout while Redis is down
    // (the batch is then refused with a 503 and not counted).
    const redis = openRequestRedis(url, { commandTimeoutMs });
    redis.on('error', onError);
    return new RedisClickLedger(timeRedisCommands(redis, 'section-ledger'), prefix, true);
  }

  async settle(ops: readonly LedgerOp[]): Promise<LedgerCount[]> {
    if (ops.length === 0) return [];
    const keys = [...new Set(ops.map((op) => op.key))];
    const index = new Map(keys.map((key, i) => [key, i + 1]));
    const args = ops.flatMap((op) => [String(index.get(op.key)), KIND_CODE[op.kind], op.node, String(op.cap)]);
    const flat = (await this.redis.eval(
      SETTLE_SCRIPT,
      keys.length,
      ...keys.map((key) => `${this.prefix}${key}`),
      String(LEDGER_TTL_MS),
      String(PENDING_CLICKS_MAX),
      ...args,
    )) as Array<number | string>;
    // Reason for the cast above: eval answers unknown; the script returns a flat array of numbers and strings.
    const out: LedgerCount[] = [];
    for (let i = 0; i + 2 < flat.length; i += 3) out.push({ op: Number(flat[i]) - 1, field: FIELD_OF[String(flat[i + 1])], node: String(flat[i + 2]) });
    return out;
  }

  /** Deletes this ledger's keys only (tests share a Redis). */
  async flush(): Promise<void> {
    await deleteKeysWithPrefix(this.redis, this.prefix);
  }

  async close(): Promise<void> {
    if (!this.ownsConnection) return;
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }
}
