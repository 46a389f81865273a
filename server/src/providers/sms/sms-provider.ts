/** A login code to deliver. */
export interface SmsCodeMessage {
  /** Canonical 11-digit mainland number. */
  mobile: string;
  code: string;
  /** How long the code is valid, for templates that mention it. */
  ttlMinutes: number;
}

/** A live-start reminder to a user who booked the live (docs/product-rules.md#booking). */
export interface SmsReminderMessage {
  mobile: string;
  liveTitle: string;
  startAt: Date;
}

/** Tells the old number of a phone change that the account moved (the owner may not have done it). */
export interface SmsTelChangedMessage {
  /** The account's previous number: it gets the notice. */
  mobile: string;
  /** The new number, masked (139****0044): enough to recognise, no more. */
  newMobileMasked: string;
}

/** Sends login codes. send() rejects with SmsSendError (or any error) when the message was not accepted. */
export interface SmsProvider {
  readonly name: 'console' | 'aliyun' | 'tencent';
  send(message: SmsCodeMessage): Promise<void>;
  /** Live reminders; a provider without a reminder template leaves it out (the reminder job then skips). */
  sendReminder?(message: SmsReminderMessage): Promise<void>;
  /** Phone-change notices; a provider without a notice template leaves it out (the change is then logged as not told). */
  sendTelChanged?(message: SmsTelChangedMessage): Promise<void>;
}

/** The provider refused the message; `detail` is for the log (never shown to the user). */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
  constructor(readonly detail: string) {
    super(`SMS not sent: ${detail}`);
  }
}
