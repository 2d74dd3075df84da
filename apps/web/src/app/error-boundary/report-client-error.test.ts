import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '@sitehours/contract/rules';
import { buildClientErrorReport } from './report-client-error';

describe('buildClientErrorReport', () => {
  it('carries message, stack and context', () => {
    const error = new Error('Kaboom');
    const report = buildClientErrorReport(error, {
      componentStack: '\n    at Page',
      url: 'http://127.0.0.1/jobs',
      userAgent: 'UA',
    });
    expect(report).toMatchObject({
      message: 'Kaboom',
      componentStack: '\n    at Page',
      url: 'http://127.0.0.1/jobs',
      userAgent: 'UA',
    });
    expect(report.stack).toContain('Kaboom');
  });

  it('handles odd throwables and long texts', () => {
    expect(buildClientErrorReport('text', {}).message).toBe('text');
    expect(buildClientErrorReport({ weird: true }, {}).message).toBe('Unknown error');
    expect(buildClientErrorReport(new Error('x'.repeat(5000)), {}).message).toHaveLength(
      CLIENT_ERROR_LIMITS.message,
    );
  });
});
