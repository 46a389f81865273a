import type { HttpJsonRequest, HttpJson } from '../http-json';
import type { SmsCodeMessage, SmsProvider } from './sms-provider';
import { SmsSendError } from './sms-provider';
import { TC3_CONTENT_TYPE, tc3Authorization } from './tc3-signature';

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
}

const HOST = 'sms.tencentcloudapi.com';
const SERVICE = 'sms';
const API_VERSION = '2021-01-11';

/** The signed SendSms request (template parameters: the code, then its validity in minutes). */
export function sendSmsRequest(config: TencentSmsConfig, message: SmsCodeMessage, timestamp: number): HttpJsonRequest {
  const payload = JSON.stringify({
    PhoneNumberSet: [`+86${message.mobile}`],
    SmsSdkAppId: config.sdkAppId,
    SignName: config.signName,
    TemplateId: config.templateId,
    TemplateParamSet: [message.code, String(message.ttlMinutes)],
  });
  return {
    method: 'POST',
    url: `https://${HOST}/`,
    headers: {
      Authorization: tc3Authorization({ secretId: config.secretId, secretKey: config.secretKey, service: SERVICE, host: HOST, timestamp, payload }),
      'Content-Type': TC3_CONTENT_TYPE,
      Host: HOST,
      'X-TC-Action': 'SendSms',
      'X-TC-Timestamp': String(timestamp),
      'X-TC-Version': API_VERSION,
      'X-TC-Region': config.region,
    },
    body: payload,
  };
}

interface SendSmsAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; Message?: string }[];
    RequestId?: string;
  };
}

export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent' as const;

  constructor(
    private readonly config: TencentSmsConfig,
    private readonly http: HttpJson,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {}

  async send(message: SmsCodeMessage): Promise<void> {
    const answer = (await this.http(sendSmsRequest(this.config, message, this.nowSeconds()))) as SendSmsAnswer | null;
    const response = answer?.Response;
    const status = response?.SendStatusSet?.[0];
    // A call can succeed while the one message in it failed: both levels are checked ("Ok" is the success code).
    if (response?.Error || status?.Code !== 'Ok') {
      const error = response?.Error ?? status;
      throw new SmsSendError(`tencent ${error?.Code ?? 'no status'}: ${error?.Message ?? ''} (request ${response?.RequestId ?? '?'})`);
    }
  }
}
