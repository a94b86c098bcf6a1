import { describe, expect, test } from 'vitest';
import { warnOnUnsetProvider } from './site-env';

function capture() {
  const warnings: { object: Record<string, unknown>; message: string }[] = [];
  return {
    warnings,
    logger: {
      warn: (object: Record<string, unknown>, message: string) => warnings.push({ object, message }),
    },
  };
}

describe('the start-up check of the provider', () => {
  test('when a public URL is configured without PROVIDER_CONTACT, then it warns and names the unset variables', () => {
    const { warnings, logger } = capture();

    const warned = warnOnUnsetProvider(
      { PUBLIC_URL: 'https://dx.example.jp', PROVIDER_NAME: '株式会社サンプル' },
      logger,
    );

    expect(warned).toBe(true);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toContain('PROVIDER_CONTACT');
    expect(warnings[0]!.object).toEqual({ unset: ['PROVIDER_CONTACT', 'PROVIDER_BOOKING_URL'] });
  });

  test('when the contact is configured, then it stays silent', () => {
    const { warnings, logger } = capture();

    warnOnUnsetProvider({ PUBLIC_URL: 'https://dx.example.jp', PROVIDER_CONTACT: 'dx@example.jp' }, logger);

    expect(warnings).toHaveLength(0);
  });

  test('when no public URL is configured (local or demo use), then it stays silent', () => {
    const { warnings, logger } = capture();

    expect(warnOnUnsetProvider({}, logger)).toBe(false);
    expect(warnings).toHaveLength(0);
  });
});
