import { questionnaireCatalogue } from '@app/shared/questionnaire';
import type { Page } from 'playwright-core';

/** What the e2e visitor answers: every kind of input, including E with its own text. */
export const visitor = {
  companyName: '株式会社E2Eテスト製作所',
  dropdowns: { 設立年数: '21〜30年', 業種: '製造業', 従業員数: '100〜299名', 役職: '部長・事業部長' },
  /** Option label per question; q4 is E ("その他") with the text below. */
  choices: questionnaireCatalogue.questions.map((question, index) =>
    index === 3 ? questionnaireCatalogue.otherOptionLabel : question.options[index % 4]!.label,
  ),
  otherText: '情報システム部とDX推進室の二部門で分担している',
  freeText: [
    '受発注がFAX中心で、入力ミスが多い',
    '見積書作成をAIで効率化したい',
    '優先順位づけについて相談したい',
  ],
  contact: { 氏名: '山田 太郎', メールアドレス: 'taro.yamada@example.co.jp', 電話番号: '03-1234-5678' },
};

export const questionGroup = (page: Page, index: number) =>
  page.getByRole('radiogroup', { name: questionnaireCatalogue.questions[index]!.text });

/** Fills the whole questionnaire by label, as a visitor would. */
export async function fillDiagnosis(page: Page): Promise<void> {
  await page.getByLabel('会社名').fill(visitor.companyName);
  for (const [label, option] of Object.entries(visitor.dropdowns)) {
    await page.getByLabel(label).selectOption({ label: option });
  }
  for (const [index, choice] of visitor.choices.entries()) {
    await questionGroup(page, index).getByRole('radio', { name: choice, exact: true }).check();
  }
  await page.getByLabel('「その他」の内容').fill(visitor.otherText);
  for (const [index, prompt] of questionnaireCatalogue.freeTextPrompts.entries()) {
    await page.getByLabel(prompt.label).fill(visitor.freeText[index]!);
  }
}

export async function fillContact(page: Page): Promise<void> {
  for (const [label, value] of Object.entries(visitor.contact)) {
    await page.getByLabel(label).fill(value);
  }
}

/** From a fresh page to /userinfo with every answer given. */
export async function answerQuestionnaire(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/diagnosis`);
  await fillDiagnosis(page);
  await page.getByRole('button', { name: '回答を完了する' }).click();
  await page.waitForURL('**/userinfo');
}

/** Makes every report section reveal itself (they fade in on scroll), for full-page captures. */
export async function revealReport(page: Page): Promise<void> {
  const sections = page.locator('article section');
  for (const section of await sections.all()) await section.scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => document.querySelectorAll('article section[data-visible="false"]').length === 0,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}
