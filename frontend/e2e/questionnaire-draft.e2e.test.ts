import { questionnaireCatalogue } from '@app/shared/questionnaire';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { sharedBrowser } from './support/shared-browser';
import { questionGroup, visitor } from './support/visitor-steps';

const baseUrl = inject('baseUrl');
const { withPage } = sharedBrowser();

/** From the consent page into the questionnaire, as a visitor would (an in-app move). */
async function startDiagnosis(page: Page) {
  await page.goto(`${baseUrl}/start`);
  await page.getByLabel('本診断の目的およびプライバシーポリシーに同意する').check();
  await page.getByRole('button', { name: '同意して診断を開始する' }).click();
  await page.waitForURL('**/diagnosis');
  await page.getByLabel('会社名').waitFor();
}

/** About half of the questionnaire: basic info, q1–q4 (q4 is E with its text) and one free text. */
async function fillHalf(page: Page) {
  await page.getByLabel('会社名').fill(visitor.companyName);
  await page.getByLabel('業種').selectOption({ label: visitor.dropdowns.業種 });
  await page.getByLabel('従業員数').selectOption({ label: visitor.dropdowns.従業員数 });
  for (const index of [0, 1, 2, 3]) {
    await questionGroup(page, index)
      .getByRole('radio', { name: visitor.choices[index], exact: true })
      .check();
  }
  await page.getByLabel('「その他」の内容').fill(visitor.otherText);
  await page.getByLabel(questionnaireCatalogue.freeTextPrompts[0]!.label).fill(visitor.freeText[0]!);
}

async function expectHalfKept(page: Page) {
  expect(await page.getByLabel('会社名').inputValue()).toBe(visitor.companyName);
  expect(
    await page.getByLabel('業種').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text),
  ).toBe(visitor.dropdowns.業種);
  for (const index of [0, 1, 2, 3]) {
    expect(
      await questionGroup(page, index)
        .getByRole('radio', { name: visitor.choices[index], exact: true })
        .isChecked(),
    ).toBe(true);
  }
  expect(await page.getByLabel('「その他」の内容').inputValue()).toBe(visitor.otherText);
  expect(await page.getByLabel(questionnaireCatalogue.freeTextPrompts[0]!.label).inputValue()).toBe(
    visitor.freeText[0],
  );
  // Company name, two dropdowns and four questions: 7 of 15.
  expect(await page.getByTestId('progress-label').textContent()).toBe('47%');
}

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: '診断を中断しますか？' });

describe('questionnaire drafts', () => {
  test('when the visitor reloads mid-questionnaire, then every answer is back and the reload is not held up', async () => {
    await withPage({ width: 1280, height: 800 }, async (page) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.type());
        void dialog.accept();
      });
      await startDiagnosis(page);
      await fillHalf(page);

      await page.reload();
      await page.getByLabel('会社名').waitFor();

      await expectHalfKept(page);
      expect(dialogs).toEqual([]);
    });
  });

  test('when the contact page is reloaded, then the questionnaire and the typed contact data are kept', async () => {
    await withPage({ width: 1280, height: 800 }, async (page) => {
      await startDiagnosis(page);
      await fillHalf(page);
      for (const [index, choice] of visitor.choices.entries()) {
        if (index > 3)
          await questionGroup(page, index).getByRole('radio', { name: choice, exact: true }).check();
      }
      await page.getByLabel('設立年数').selectOption({ label: visitor.dropdowns.設立年数 });
      await page.getByLabel('役職').selectOption({ label: visitor.dropdowns.役職 });
      await page.getByRole('button', { name: '回答を完了する' }).click();
      await page.waitForURL('**/userinfo');
      await page.getByLabel('氏名').fill(visitor.contact.氏名);
      await page.getByLabel('電話番号').fill('０３ー１２３４ー５６７８');

      await page.reload();
      await page.getByLabel('氏名').waitFor();

      expect(await page.getByLabel('氏名').inputValue()).toBe(visitor.contact.氏名);
      expect(await page.getByLabel('電話番号').inputValue()).toBe('０３ー１２３４ー５６７８');
      expect(await page.getByText('アンケートデータが見つかりません').count()).toBe(0);
    });
  });

  test('when a half-filled questionnaire is left by the logo or the Back button, then the visitor is asked first', async () => {
    await withPage({ width: 1280, height: 800 }, async (page) => {
      await startDiagnosis(page);
      await fillHalf(page);

      // The logo: staying keeps everything.
      await page.getByRole('link', { name: 'DX・AI成熟度診断' }).click();
      await leaveDialog(page).waitFor();
      await page.getByRole('button', { name: '回答を続ける' }).click();
      await leaveDialog(page).waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/diagnosis');

      // The browser's Back button: the move is held, then made once confirmed.
      await page.goBack();
      await leaveDialog(page).waitFor();
      expect(new URL(page.url()).pathname).toBe('/diagnosis');
      await page.getByRole('button', { name: 'ページを離れる' }).click();
      await page.waitForURL('**/start');

      // The draft is still there when the visitor comes back.
      await page.getByLabel('本診断の目的およびプライバシーポリシーに同意する').check();
      await page.getByRole('button', { name: '同意して診断を開始する' }).click();
      await page.waitForURL('**/diagnosis');
      await page.getByLabel('会社名').waitFor();
      await expectHalfKept(page);
    });
  });

  test('when a choice is moved with the arrow keys, then the focused option stays on screen', async () => {
    await withPage({ width: 390, height: 844 }, async (page) => {
      await startDiagnosis(page);
      const firstOption = questionGroup(page, 0).getByRole('radio').first();
      await firstOption.scrollIntoViewIfNeeded();
      await firstOption.focus();

      for (let step = 0; step < 3; step += 1) {
        await page.keyboard.press('ArrowDown');
        await page.waitForTimeout(150);
      }
      // The delayed scroll (300 ms) and its smooth animation.
      await page.waitForTimeout(1500);

      const focused = await page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement;
        const option = active.closest('label')!.getBoundingClientRect();
        const sticky = document.querySelector('[data-sticky-progress]')!.getBoundingClientRect();
        return { value: active.value, top: option.top, bottom: option.bottom, stickyBottom: sticky.bottom };
      });
      expect(focused.value).toBe('D');
      expect(focused.top).toBeGreaterThanOrEqual(focused.stickyBottom);
      expect(focused.bottom).toBeLessThanOrEqual(844);
    });
  });
});
