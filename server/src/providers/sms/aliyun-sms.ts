import { randomUUID } from 'node:crypto';
import { signedRpcQuery } from '../aliyun/rpc-signature';
import type { HttpJson } from '../http-json';
import { reminderParams } from './reminder-text';
import type { SmsCodeMessage, SmsProvider, SmsReminderMessage, SmsTelChangedMessage } from './sms-provider';
import { SmsSendError } from './sms-provider';

export interface AliyunSmsConfig {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Live reminders (ALIYUN_SMS_REMINDER_TEMPLATE_CODE); without it no reminders are sent. */
  reminderTemplateCode?: string;
  /** Phone-change notices to the old number (ALIYUN_SMS_TEL_CHANGED_TEMPLATE_CODE); without it none are sent. */
  telChangedTemplateCode?: string;
  regionId: string;
}

export interface RpcClock {
  now(): Date;
  nonce(): string;
}

const systemClock: RpcClock = { now: () => new Date(), nonce: () => randomUUID() };
const ENDPOINT = 'https://dysmsapi.aliyuncs.com/';
const API_VERSION = '2017-05-25';

/** The signed GET URL of one dysmsapi SendSms call (RPC style, HMAC-SHA1: the same signer as Aliyun VOD). */
function signedSendSmsUrl(config: AliyunSmsConfig, mobile: string, templateCode: string, templateParam: Record<string, string>, clock: RpcClock): string {
  const params: Record<string, string> = {
    AccessKeyId: config.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: mobile,
    RegionId: config.regionId,
    SignName: config.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: clock.nonce(),
    SignatureVersion: '1.0',
    TemplateCode: templateCode,
    TemplateParam: JSON.stringify(templateParam),
    Timestamp: `${clock.now().toISOString().slice(0, 19)}Z`,
    Version: API_VERSION,
  };
  return `${ENDPOINT}?${signedRpcQuery(params, config.accessKeySecret)}`;
}

/** The login code: the template gets {"code":"1234"}. */
export function sendSmsUrl(config: AliyunSmsConfig, message: SmsCodeMessage, clock: RpcClock = systemClock): string {
  return signedSendSmsUrl(config, message.mobile, config.templateCode, { code: message.code }, clock);
}

/** A live reminder: the reminder template gets {"title":"…","time":"MM-DD HH:mm"} (China time). */
export function sendReminderUrl(
  config: AliyunSmsConfig & { reminderTemplateCode: string },
  message: SmsReminderMessage,
  clock: RpcClock = systemClock,
): string {
  return signedSendSmsUrl(config, message.mobile, config.reminderTemplateCode, reminderParams(message), clock);
}

interface SendSmsAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
}

export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun' as const;
  /** Present only with a reminder template: the reminder job skips a provider without it. */
  readonly sendReminder?: (message: SmsReminderMessage) => Promise<void>;
  /** Present only with a notice template. */
  readonly sendTelChanged?: (message: SmsTelChangedMessage) => Promise<void>;

  constructor(
    private readonly config: AliyunSmsConfig,
    private readonly http: HttpJson,
    private readonly clock: RpcClock = systemClock,
  ) {
    const reminderTemplateCode = config.reminderTemplateCode;
    if (reminderTemplateCode) {
      this.sendReminder = (message) => this.call(sendReminderUrl({ ...this.config, reminderTemplateCode }, message, this.clock));
    }
    const telChangedTemplateCode = config.telChangedTemplateCode;
    if (telChangedTemplateCode) {
      // The template gets {"mobile":"139****0044"}: the new number, masked.
      this.sendTelChanged = (message) =>
        this.call(signedSendSmsUrl(this.config, message.mobile, telChangedTemplateCode, { mobile: message.newMobileMasked }, this.clock));
    }
  }

  send(message: SmsCodeMessage): Promise<void> {
    return this.call(sendSmsUrl(this.config, message, this.clock));
  }

  private async call(url: string): Promise<void> {
    const answer = (await this.http({ method: 'GET', url })) as SendSmsAnswer | null;
    // "OK" is the only success; e.g. isv.BUSINESS_LIMIT_CONTROL is Aliyun's own per-number throttle.
    if (answer?.Code !== 'OK') throw new SmsSendError(`aliyun ${answer?.Code ?? 'no code'}: ${answer?.Message ?? ''} (request ${answer?.RequestId ?? '?'})`);
  }
}
