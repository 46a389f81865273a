import { describe, expect, it } from 'vitest';
import { UsageError, checkPassword, parseCreateOperatorArgs } from './create-operator';

describe('ops:create-operator arguments', () => {
  it('takes a name, a role, and optionally a password and --update', () => {
    expect(parseCreateOperatorArgs(['--name', 'alice', '--role', 'publisher'])).toEqual({
      name: 'alice',
      role: 'publisher',
      password: undefined,
      update: false,
    });
    expect(parseCreateOperatorArgs(['--name', '运营小王', '--role', 'editor', '--password', 'p'.repeat(12), '--update'])).toMatchObject({
      name: '运营小王',
      role: 'editor',
      update: true,
    });
  });

  it('refuses a missing or odd name, an unknown role and short passwords', () => {
    expect(() => parseCreateOperatorArgs(['--role', 'editor'])).toThrow(UsageError);
    expect(() => parseCreateOperatorArgs(['--name', 'has space', '--role', 'editor'])).toThrow(/--name/);
    expect(() => parseCreateOperatorArgs(['--name', 'alice', '--role', 'admin'])).toThrow(/--role must be one of editor, publisher/);
    expect(() => checkPassword('short')).toThrow(/at least 10/);
    expect(() => checkPassword('long-enough-password')).not.toThrow();
  });
});
