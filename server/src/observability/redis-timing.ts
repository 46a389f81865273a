import type { Redis } from 'ioredis';
import { redisCommandDuration } from './metrics';

/**
 * Times every command this connection sends (byh_redis_command_duration_seconds{client}). ioredis has no
 * command hook, so the connection's own sendCommand is wrapped; the command's promise settles with Redis's
 * reply (or its failure), which is what a caller waits for.
 */
export function timeRedisCommands(redis: Redis, client: string): Redis {
  const histogram = redisCommandDuration.labels({ client });
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = (command, stream) => {
    const end = histogram.startTimer();
    const result = send(command, stream);
    // end() takes labels as its argument: never pass it the reply.
    const done = () => void end();
    command.promise.then(done, done);
    return result;
  };
  return redis;
}
