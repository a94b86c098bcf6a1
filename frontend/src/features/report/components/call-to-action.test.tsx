import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildFullDiagnosisResult } from '@/testing/result-factory';
import { CallToAction } from './call-to-action';

const callToAction = buildFullDiagnosisResult().callToAction!;

describe('CallToAction', () => {
  test('when there is no booking page, then no booking button is shown', () => {
    render(<CallToAction callToAction={{ ...callToAction, bookingUrl: null }} />);

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('dx@example.jp／03-0000-0000')).toBeInTheDocument();
  });

  test('when the booking address is not a web address, then it is not made a link', () => {
    render(<CallToAction callToAction={{ ...callToAction, bookingUrl: 'javascript:alert(1)' }} />);

    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
