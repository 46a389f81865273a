import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/config';
import type { HttpJsonRequest } from '../http-json';
import { AliyunSmsProvider } from './aliyun-sms';
import { ConsoleSmsProvider } from './console-sms';
import { createSmsProvider } from './sms-providers';
import { TencentSmsProvider } from './tencent-sms';

/** The notice to the old number of a phone change, through each provider (fake transports, no network). */
const notice = { mobile: '13800138000', newMobileMasked: '139****0044' };

function fakeTransport(answer: unknown) {
  const requests: HttpJsonRequest[] = [];
  const http = vi.fn(async (request: HttpJsonRequest) => {
    requests.push(request);
    return answer;
  });
  return { http, requests };
}

describe('phone-change notice SMS', () => {
  const aliyun = {
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'i',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 's',
    ALIYUN_SMS_SIGN_NAME: '博医荟',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  };
  const tencent = {
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: 'i',
    TENCENT_SMS_SECRET_KEY: 'k',
    TENCENT_SMS_SDK_APP_ID: '1400',
    TENCENT_SMS_SIGN_NAME: '博医荟',
    TENCENT_SMS_TEMPLATE_ID: '9',
  };

  it('the console provider logs it with the masked old number only', async () => {
    const info = vi.fn();
    await new ConsoleSmsProvider({ info } as never).sendTelChanged(notice);
    expect(info).toHaveBeenCalledExactlyOnceWith({ sms: 'console', mobile: '138****8000' }, expect.stringContaining('139****0044'));
    expect(JSON.stringify(info.mock.calls)).not.toContain('13800138000');
  });

  it('Aliyun sends the notice template with {"mobile": masked new number}', async () => {
    const { http, requests } = fakeTransport({ Code: 'OK' });
    const config = { ...loadConfig({ ...aliyun, ALIYUN_SMS_TEL_CHANGED_TEMPLATE_CODE: 'SMS_3' }).sms };
    expect(config).toMatchObject({ telChangedTemplateCode: 'SMS_3' });
    if (config.provider !== 'aliyun') throw new Error('aliyun expected');
    await new AliyunSmsProvider(config, http).sendTelChanged!(notice);
    const params = new URL(requests[0]!.url).searchParams;
    expect(params.get('TemplateCode')).toBe('SMS_3');
    expect(params.get('PhoneNumbers')).toBe('13800138000');
    expect(JSON.parse(params.get('TemplateParam')!)).toEqual({ mobile: '139****0044' });
  });

  it('Tencent sends the notice template with [masked new number]', async () => {
    const { http, requests } = fakeTransport({ Response: { SendStatusSet: [{ Code: 'Ok' }] } });
    const config = loadConfig({ ...tencent, TENCENT_SMS_TEL_CHANGED_TEMPLATE_ID: '11' }).sms;
    if (config.provider !== 'tencent') throw new Error('tencent expected');
    await new TencentSmsProvider(config, http, () => 1).sendTelChanged!(notice);
    expect(JSON.parse(requests[0]!.body!)).toMatchObject({ TemplateId: '11', PhoneNumberSet: ['+8613800138000'], TemplateParamSet: ['139****0044'] });
  });

  it('without a notice template the provider has none (the change is logged as not told); bad templates are refused', () => {
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as never;
    expect(createSmsProvider(loadConfig(aliyun).sms, log).sendTelChanged).toBeUndefined();
    expect(createSmsProvider(loadConfig(tencent).sms, log).sendTelChanged).toBeUndefined();
    expect(() => loadConfig({ ...aliyun, ALIYUN_SMS_TEL_CHANGED_TEMPLATE_CODE: '12' })).toThrow(
      /ALIYUN_SMS_TEL_CHANGED_TEMPLATE_CODE must be SMS_ followed by digits/,
    );
    expect(() => loadConfig({ ...aliyun, TENCENT_SMS_TEL_CHANGED_TEMPLATE_ID: '10' })).toThrow(
      /TENCENT_SMS_TEL_CHANGED_TEMPLATE_ID is set but SMS_PROVIDER is aliyun/,
    );
  });
});
