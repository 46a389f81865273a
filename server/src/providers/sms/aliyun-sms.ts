import { randomUUID } from 'node:crypto';
import { signedRpcQuery } from '../aliyun/rpc-signature';
import type { HttpJson } from '../http-json';
import type { SmsCodeMessage, SmsProvider } from './sms-provider';
import { SmsSendError } from './sms-provider';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  regionId: string;
}

export interface RpcClock {
  now(): Date;
  nonce(): string;
}

const systemClock: RpcClock = { now: () => new Date(), nonce: () => randomUUID() };
const ENDPOINT = 'https://dysmsapi.aliyuncs.com/';
const API_VERSION = '2017-05-25';

/** The signed GET URL of dysmsapi SendSms (RPC style, HMAC-SHA1: the same signer as Aliyun VOD). */
export function sendSmsUrl(config: AliyunSmsConfig, message: SmsCodeMessage, clock: RpcClock = systemClock): string {
  const params: Record<string, string> = {
    AccessKeyId: config.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: message.mobile,
    RegionId: config.regionId,
    SignName: config.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: clock.nonce(),
    SignatureVersion: '1.0',
    TemplateCode: config.templateCode,
    TemplateParam: JSON.stringify({ code: message.code }),
    Timestamp: `${clock.now().toISOString().slice(0, 19)}Z`,
    Version: API_VERSION,
  };
  return `${ENDPOINT}?${signedRpcQuery(params, config.accessKeySecret)}`;
}

interface SendSmsAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
}

export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun' as const;

  constructor(
    private readonly config: AliyunSmsConfig,
    private readonly http: HttpJson,
    private readonly clock: RpcClock = systemClock,
  ) {}

  async send(message: SmsCodeMessage): Promise<void> {
    const answer = (await this.http({ method: 'GET', url: sendSmsUrl(this.config, message, this.clock) })) as SendSmsAnswer | null;
    // "OK" is the only success; e.g. isv.BUSINESS_LIMIT_CONTROL is Aliyun's own per-number throttle.
    if (answer?.Code !== 'OK') throw new SmsSendError(`aliyun ${answer?.Code ?? 'no code'}: ${answer?.Message ?? ''} (request ${answer?.RequestId ?? '?'})`);
  }
}
