import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config/config';
import { fetchJson, type HttpJson } from '../http-json';
import { AliyunSmsProvider } from './aliyun-sms';
import { ConsoleSmsProvider } from './console-sms';
import type { SmsProvider } from './sms-provider';
import { TencentSmsProvider } from './tencent-sms';

/** The configured provider (SMS_PROVIDER); `http` is replaced in tests. */
export function createSmsProvider(config: SmsConfig, log: FastifyBaseLogger, http: HttpJson = fetchJson, now: () => number = Date.now): SmsProvider {
  if (config.provider === 'aliyun') return new AliyunSmsProvider(config, http);
  if (config.provider === 'tencent') return new TencentSmsProvider(config, http, () => Math.floor(now() / 1000));
  return new ConsoleSmsProvider(log, now);
}
