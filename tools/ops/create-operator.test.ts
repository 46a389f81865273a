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

  it('makes the first admin', () => {
    expect(parseCreateOperatorArgs(['--name', 'alice', '--role', 'admin'])).toMatchObject({ name: 'alice', role: 'admin' });
  });

  it('refuses a missing or odd name, an unknown role', () => {
    expect(() => parseCreateOperatorArgs(['--role', 'editor'])).toThrow(UsageError);
    expect(() => parseCreateOperatorArgs(['--name', 'has space', '--role', 'editor'])).toThrow(/--name/);
    expect(() => parseCreateOperatorArgs(['--name', 'alice', '--role', 'root'])).toThrow(/--role must be one of editor, publisher, admin/);
  });

  it('refuses short, common, name-based and guessable passwords with the console’s message', async () => {
    await expect(checkPassword('short', 'alice')).rejects.toThrow('密码至少需要 10 个字符');
    await expect(checkPassword('1234567890', 'alice')).rejects.toThrow(/^密码太容易被猜到：/);
    await expect(checkPassword('password12', 'alice')).rejects.toThrow(/^密码太容易被猜到：/);
    await expect(checkPassword('alice-2024-spring', 'alice')).rejects.toThrow('密码太容易被猜到：不能包含用户名');
    await expect(checkPassword('blue-lantern-orbit-42', 'alice')).resolves.toBeUndefined();
  });
});
