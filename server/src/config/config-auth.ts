import { randomBytes } from 'node:crypto';
import { LOGIN_CODE_LENGTH } from '../../../contract/auth/login-code';
import { integerIn, type Text } from './config-read';

export interface AuthConfig {
  /** Digits in a login code (CODE_LENGTH, 4–8; 4 by default). */
  codeLength: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** HMAC key of stored code hashes (AUTH_SECRET); random per process in production when unset. */
  secret: string;
  /**
   * Code sends allowed from one client address per hour (SMS_SENDS_PER_IP_HOUR, default 20). A hospital
   * NAT or a test rig signing many numbers in from one address raises it; per-number limits are fixed.
   */
  sendsPerIpHour: number;
  /**
   * Code checks allowed from one client address per 10 minutes (LOGIN_CHECKS_PER_IP_10MIN, default 30; 10×
   * that per day). Raised the same way; each code's own tries and the per-number limits stay fixed.
   */
  checksPerIp10Min: number;
}

export type SmsConfig =
  | { provider: 'console' }
  | {
      provider: 'aliyun';
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
      reminderTemplateCode?: string;
      telChangedTemplateCode?: string;
      regionId: string;
    }
  | {
      provider: 'tencent';
      secretId: string;
      secretKey: string;
      sdkAppId: string;
      signName: string;
      templateId: string;
      reminderTemplateId?: string;
      telChangedTemplateId?: string;
      region: string;
    };

export interface WechatConfig {
  appId: string;
  appSecret: string;
}

const SMS_PROVIDERS = ['console', 'aliyun', 'tencent'] as const;

/** Login codes (their length is served to the app by getLoginCodeRules) and session lifetimes. */
export function readAuthConfig(text: Text, problems: string[]): AuthConfig {
  const accessTokenTtlSeconds = integerIn(text, 'ACCESS_TOKEN_TTL_SECONDS', 2 * 3600, 60, 24 * 3600, problems);
  const refreshTokenTtlSeconds = integerIn(text, 'REFRESH_TOKEN_TTL_SECONDS', 30 * 24 * 3600, 3600, 365 * 24 * 3600, problems);
  if (refreshTokenTtlSeconds <= accessTokenTtlSeconds) problems.push('REFRESH_TOKEN_TTL_SECONDS must be longer than ACCESS_TOKEN_TTL_SECONDS');
  // A known key would let a database reader test all 10^4 codes offline; without one, whatever NODE_ENV
  // says, the key is random (codes in flight die on restart, and every API process then needs the same AUTH_SECRET).
  const secret = text('AUTH_SECRET') ?? randomBytes(32).toString('base64url');
  const sendsPerIpHour = integerIn(text, 'SMS_SENDS_PER_IP_HOUR', 20, 1, 100_000, problems);
  const checksPerIp10Min = integerIn(text, 'LOGIN_CHECKS_PER_IP_10MIN', 30, 1, 100_000, problems);
  const codeLength = integerIn(text, 'CODE_LENGTH', LOGIN_CODE_LENGTH.default, LOGIN_CODE_LENGTH.min, LOGIN_CODE_LENGTH.max, problems);
  return { codeLength, accessTokenTtlSeconds, refreshTokenTtlSeconds, secret, sendsPerIpHour, checksPerIp10Min };
}

/** All of `names` or none; returns the values when all are set. */
function group(text: Text, names: string[], problems: string[], what: string): string[] | null {
  const values = names.map((name) => text(name));
  const missing = names.filter((_, i) => values[i] === undefined);
  if (missing.length === 0) return values as string[];
  problems.push(`${what} needs ${missing.join(', ')}`);
  return null;
}

/** Optional templates: Aliyun template codes look like SMS_123456789, Tencent template ids are digits. */
const templateNames = (aliyun: string, tencent: string) =>
  [
    { name: aliyun, provider: 'aliyun', pattern: /^SMS_\d+$/, shape: 'SMS_ followed by digits' },
    { name: tencent, provider: 'tencent', pattern: /^\d+$/, shape: 'digits' },
  ] as const;
/** Live reminders. */
const REMINDER_TEMPLATES = templateNames('ALIYUN_SMS_REMINDER_TEMPLATE_CODE', 'TENCENT_SMS_REMINDER_TEMPLATE_ID');
/** "Your number was changed" notices to the old number. */
const NOTICE_TEMPLATES = templateNames('ALIYUN_SMS_TEL_CHANGED_TEMPLATE_CODE', 'TENCENT_SMS_TEL_CHANGED_TEMPLATE_ID');

/** The optional template of `provider`, checked; a template for another provider is a mistake worth failing on. */
function optionalTemplate(text: Text, provider: string, templates: ReturnType<typeof templateNames>, problems: string[]): string | undefined {
  let found: string | undefined;
  for (const template of templates) {
    const value = text(template.name);
    if (value === undefined) continue;
    if (template.provider !== provider) problems.push(`${template.name} is set but SMS_PROVIDER is ${provider}, not ${template.provider}`);
    else if (!template.pattern.test(value)) problems.push(`${template.name} must be ${template.shape} (got "${value}")`);
    else found = value;
  }
  return found;
}

export function readSmsConfig(text: Text, problems: string[]): SmsConfig {
  const provider = text('SMS_PROVIDER') ?? 'console';
  if (!(SMS_PROVIDERS as readonly string[]).includes(provider)) {
    problems.push(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')} (got "${provider}")`);
    return { provider: 'console' };
  }
  // Optional: without it the provider sends login codes only and the reminder job skips (console logs them).
  const reminder = optionalTemplate(text, provider, REMINDER_TEMPLATES, problems);
  // Optional too: without it the old number of a phone change is not told (logged as skipped).
  const notice = optionalTemplate(text, provider, NOTICE_TEMPLATES, problems);
  if (provider === 'aliyun') {
    const names = ['ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_ACCESS_KEY_SECRET', 'ALIYUN_SMS_SIGN_NAME', 'ALIYUN_SMS_TEMPLATE_CODE'];
    const values = group(text, names, problems, 'SMS_PROVIDER=aliyun');
    const regionId = text('ALIYUN_SMS_REGION') ?? 'cn-hangzhou';
    if (!values) return { provider: 'console' };
    const [accessKeyId, accessKeySecret, signName, templateCode] = values;
    return {
      provider: 'aliyun',
      accessKeyId,
      accessKeySecret,
      signName,
      templateCode,
      regionId,
      ...(reminder ? { reminderTemplateCode: reminder } : {}),
      ...(notice ? { telChangedTemplateCode: notice } : {}),
    };
  }
  if (provider === 'tencent') {
    const names = ['TENCENT_SMS_SECRET_ID', 'TENCENT_SMS_SECRET_KEY', 'TENCENT_SMS_SDK_APP_ID', 'TENCENT_SMS_SIGN_NAME', 'TENCENT_SMS_TEMPLATE_ID'];
    const values = group(text, names, problems, 'SMS_PROVIDER=tencent');
    const region = text('TENCENT_SMS_REGION') ?? 'ap-guangzhou';
    if (!values) return { provider: 'console' };
    const [secretId, secretKey, sdkAppId, signName, templateId] = values;
    return {
      provider: 'tencent',
      secretId,
      secretKey,
      sdkAppId,
      signName,
      templateId,
      region,
      ...(reminder ? { reminderTemplateId: reminder } : {}),
      ...(notice ? { telChangedTemplateId: notice } : {}),
    };
  }
  return { provider: 'console' };
}

export function readWechatConfig(text: Text, problems: string[]): WechatConfig | null {
  const appId = text('WECHAT_APP_ID');
  const appSecret = text('WECHAT_APP_SECRET');
  if (Boolean(appId) !== Boolean(appSecret)) problems.push('WECHAT_APP_ID and WECHAT_APP_SECRET must be set together');
  return appId && appSecret ? { appId, appSecret } : null;
}
