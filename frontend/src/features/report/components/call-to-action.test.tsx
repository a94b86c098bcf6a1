import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { buildFullDiagnosisResult } from '@/testing/result-factory';
import { CallToAction } from './call-to-action';

const callToAction = buildFullDiagnosisResult().callToAction!;
const bookingLink = { name: /ご相談を予約する/ };

describe('CallToAction', () => {
  test('when there is no booking page, then no booking button is shown', () => {
    render(<CallToAction callToAction={{ ...callToAction, bookingUrl: null }} />);

    expect(screen.queryByRole('link', bookingLink)).not.toBeInTheDocument();
  });

  test('when the booking address is not a web address, then it is not made a link', () => {
    render(<CallToAction callToAction={{ ...callToAction, bookingUrl: 'javascript:alert(1)' }} />);

    expect(screen.queryByRole('link', bookingLink)).not.toBeInTheDocument();
  });

  test('when a booking page is configured, then it is a button and, on paper, its address', () => {
    render(<CallToAction callToAction={{ ...callToAction, bookingUrl: 'https://example.jp/booking' }} />);

    expect(screen.getByRole('link', bookingLink)).toHaveAttribute('href', 'https://example.jp/booking');
    expect(screen.getByText('ご予約：https://example.jp/booking')).toHaveClass('print:block');
  });

  test('when the contact gives an e-mail address and a phone number, then both are tappable and the rest is text', () => {
    render(
      <CallToAction
        callToAction={{ ...callToAction, contact: 'DX相談窓口 dx@example.jp／03-1234-5678（平日）' }}
      />,
    );

    expect(screen.getByRole('link', { name: 'dx@example.jp' })).toHaveAttribute(
      'href',
      'mailto:dx@example.jp',
    );
    expect(screen.getByRole('link', { name: '03-1234-5678' })).toHaveAttribute('href', 'tel:+81312345678');
    expect(screen.getByText(/DX相談窓口/)).toHaveTextContent(
      'DX相談窓口 dx@example.jp／03-1234-5678（平日）',
    );
  });

  test('when the close carries a next step, then its format, length, who holds it and the deliverable are listed', () => {
    render(
      <CallToAction
        callToAction={{
          ...callToAction,
          nextStep: {
            format: 'オンライン個別相談',
            minutes: 45,
            deliverable: 'A4一枚の実行計画',
            deliveredBy: 'ITコーディネータ',
          },
        }}
      />,
    );

    const terms = screen.getByTestId('next-step');
    expect(terms).toHaveTextContent('形式オンライン個別相談');
    expect(terms).toHaveTextContent('所要時間45分');
    expect(terms).toHaveTextContent('担当ITコーディネータ');
    expect(terms).toHaveTextContent('ご相談のあとにお渡しするものA4一枚の実行計画');
  });

  test('when an old report has no next step, then no terms are listed', () => {
    render(<CallToAction callToAction={{ ...callToAction, nextStep: undefined }} />);

    expect(screen.queryByTestId('next-step')).not.toBeInTheDocument();
  });
});
