import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_MAX_RETRY_SECONDS,
  WEBHOOK_RETRY_FOR_SECONDS,
  webhookRetryDelaySeconds,
  zWebhookUrl,
} from './webhooks.js';

describe('webhook retries', () => {
  it('waits 30 s after the first failure, doubling, never more than 6 hours', () => {
    expect([1, 2, 3, 4].map(webhookRetryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(webhookRetryDelaySeconds(50)).toBe(WEBHOOK_MAX_RETRY_SECONDS);
  });

  it('keeps trying for at least 24 hours before the waits reach their cap', () => {
    let waited = 0;
    let attempts = 0;
    while (waited < WEBHOOK_RETRY_FOR_SECONDS) waited += webhookRetryDelaySeconds(++attempts);
    expect(attempts).toBeGreaterThan(10);
  });
});

describe('webhook endpoint address', () => {
  it('is https, or plain http on this machine only', () => {
    expect(zWebhookUrl.safeParse('https://partner.example/hooks').success).toBe(true);
    expect(zWebhookUrl.safeParse('http://127.0.0.1:8080/hooks').success).toBe(true);
    expect(zWebhookUrl.safeParse('http://partner.example/hooks').success).toBe(false);
    expect(zWebhookUrl.safeParse('http://127.0.0.1.evil.example/hooks').success).toBe(false);
  });
});
