import { questionnaireCatalogue } from '@app/shared/questionnaire';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser } from './support/launch-browser';
import { answerQuestionnaire, fillContact, questionGroup, visitor } from './support/visitor-steps';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const selectedLabel = (page: Page, label: string) =>
  page.getByLabel(label).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);

async function expectEveryAnswerKept(page: Page) {
  expect(await page.getByLabel('会社名').inputValue()).toBe(visitor.companyName);
  for (const [label, option] of Object.entries(visitor.dropdowns)) {
    expect(await selectedLabel(page, label)).toBe(option);
  }
  for (const [index, choice] of visitor.choices.entries()) {
    expect(
      await questionGroup(page, index).getByRole('radio', { name: choice, exact: true }).isChecked(),
    ).toBe(true);
  }
  // q4 was answered with E: the choice is E again and its text is back.
  expect(await page.getByLabel('「その他」の内容').inputValue()).toBe(visitor.otherText);
  for (const [index, prompt] of questionnaireCatalogue.freeTextPrompts.entries()) {
    expect(await page.getByLabel(prompt.label).inputValue()).toBe(visitor.freeText[index]);
  }
  expect(await page.getByTestId('progress-label').textContent()).toBe('100%');
}

async function expectContactKept(page: Page) {
  for (const [label, value] of Object.entries(visitor.contact)) {
    expect(await page.getByLabel(label).inputValue()).toBe(value);
  }
}

describe('/userinfo ↔ /diagnosis', () => {
  test('when the visitor goes back and forth, then every answer and the contact data are kept', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'ja-JP' });
    const page = await context.newPage();
    await answerQuestionnaire(page, baseUrl);
    await fillContact(page);

    await page.getByRole('button', { name: '入力内容に戻る' }).click();
    await page.waitForURL('**/diagnosis');
    await page.getByLabel('会社名').waitFor();
    await expectEveryAnswerKept(page);

    await page.getByRole('button', { name: '回答を完了する' }).click();
    await page.waitForURL('**/userinfo');
    await page.getByLabel('氏名').waitFor();
    await expectContactKept(page);

    // The browser's own back button keeps the answers as well.
    await page.goBack();
    await page.waitForURL('**/diagnosis');
    await page.getByLabel('会社名').waitFor();
    await expectEveryAnswerKept(page);
    await context.close();
  });
});
