import type { HttpJsonRequest, HttpJson } from '../http-json';
import { reminderParams } from './reminder-text';
import type { SmsCodeMessage, SmsProvider, SmsReminderMessage, SmsTelChangedMessage } from './sms-provider';
import { SmsSendError } from './sms-provider';
import { TC3_CONTENT_TYPE, tc3Authorization } from './tc3-signature';

export interface TencentSmsConfig {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  /** Live reminders (TENCENT_SMS_REMINDER_TEMPLATE_ID); without it no reminders are sent. */
  reminderTemplateId?: string;
  /** Phone-change notices to the old number (TENCENT_SMS_TEL_CHANGED_TEMPLATE_ID); without it none are sent. */
  telChangedTemplateId?: string;
  region: string;
}

const HOST = 'sms.tencentcloudapi.com';
const SERVICE = 'sms';
const API_VERSION = '2021-01-11';

/** The signed SendSms request (template parameters: the code, then its validity in minutes). */
export function sendSmsRequest(config: TencentSmsConfig, message: SmsCodeMessage, timestamp: number): HttpJsonRequest {
  return signedSendSms(config, message.mobile, config.templateId, [message.code, String(message.ttlMinutes)], timestamp);
}

/** A live reminder through the reminder template (parameters: the live's title, then its start MM-DD HH:mm). */
export function sendReminderRequest(
  config: TencentSmsConfig & { reminderTemplateId: string },
  message: SmsReminderMessage,
  timestamp: number,
): HttpJsonRequest {
  const { title, time } = reminderParams(message);
  return signedSendSms(config, message.mobile, config.reminderTemplateId, [title, time], timestamp);
}

function signedSendSms(config: TencentSmsConfig, mobile: string, templateId: string, params: string[], timestamp: number): HttpJsonRequest {
  const payload = JSON.stringify({
    PhoneNumberSet: [`+86${mobile}`],
    SmsSdkAppId: config.sdkAppId,
    SignName: config.signName,
    TemplateId: templateId,
    TemplateParamSet: params,
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

  /** Present only with a reminder template: the reminder job skips a provider without it. */
  readonly sendReminder?: (message: SmsReminderMessage) => Promise<void>;
  /** Present only with a notice template. */
  readonly sendTelChanged?: (message: SmsTelChangedMessage) => Promise<void>;

  constructor(
    private readonly config: TencentSmsConfig,
    private readonly http: HttpJson,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    const reminderTemplateId = config.reminderTemplateId;
    if (reminderTemplateId) {
      this.sendReminder = (message) => this.call(sendReminderRequest({ ...this.config, reminderTemplateId }, message, this.nowSeconds()));
    }
    const telChangedTemplateId = config.telChangedTemplateId;
    if (telChangedTemplateId) {
      // One template parameter: the new number, masked.
      this.sendTelChanged = (message) =>
        this.call(signedSendSms(this.config, message.mobile, telChangedTemplateId, [message.newMobileMasked], this.nowSeconds()));
    }
  }

  send(message: SmsCodeMessage): Promise<void> {
    return this.call(sendSmsRequest(this.config, message, this.nowSeconds()));
  }

  private async call(request: HttpJsonRequest): Promise<void> {
    const answer = (await this.http(request)) as SendSmsAnswer | null;
    const response = answer?.Response;
    const status = response?.SendStatusSet?.[0];
    // A call can succeed while the one message in it failed: both levels are checked ("Ok" is the success code).
    if (response?.Error || status?.Code !== 'Ok') {
      const error = response?.Error ?? status;
      throw new SmsSendError(`tencent ${error?.Code ?? 'no status'}: ${error?.Message ?? ''} (request ${response?.RequestId ?? '?'})`);
    }
  }
}
