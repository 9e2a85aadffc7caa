import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { pdf } from '../../api/test/domains/files/pdf';
import { type Account, MEMBER, MODERATOR, signIn } from '../src/accounts';
import { seriousViolations } from '../src/axe';
import { closeBrowser, newContext, watchErrors } from '../src/browser';

afterAll(closeBrowser);

/** A breeder of the demo data: the dog's owner, neither the member who offers the correction nor the moderator. */
const BREEDER: Account = { email: 'breeder01@example.com', password: 'Breeder-2026' };

/** MODQUEUE_SHOTS=<dir>: the queues with their keyboard help open are photographed at 1366 px and at 390 px. */
async function shot(page: Page, name: string) {
  const dir = process.env.MODQUEUE_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [width, height] of [[1366, 900], [390, 844]] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await page.waitForTimeout(1000); // the modal's fade-in
    await page.screenshot({ path: join(dir, `${name}-${width}-help.png`) });
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the attachments queue in the composed site', () => {
  it('a member offers a correction with a document; the moderator approves it with the keyboard; the dog shows the document', async () => {
    // A breeder's published dog, without documents.
    const breeder = await newContext();
    await signIn(breeder, BREEDER);
    const token = (await breeder.cookies()).find((cookie) => cookie.name === 'at')?.value;
    const stamp = Date.now().toString(36);
    const added = await breeder.request.post('/api/pets/add', {
      headers: { authorization: `Bearer ${token}` },
      data: { registeredName: `Offered Moss ${stamp}`, sex: 'male', birthDate: '2019-05-01', publishStatus: 'published' },
    });
    expect(added.status(), await added.text()).toBe(201);
    const dog = (await added.json()) as { id: number; registeredName: string };

    // The member offers a correction with the registration certificate, from the dog's page.
    const member = await newContext();
    const memberPage = await signIn(member, MEMBER);
    const memberErrors = watchErrors(memberPage);
    await memberPage.goto(`/en/pets/${dog.id}`);
    await memberPage.getByTestId('attachment-button').click();
    const modal = memberPage.getByTestId('attachment-modal');
    await modal.waitFor();
    await modal.getByTestId('attachment-info').fill('Registered as KC-' + stamp + ': the certificate is attached.');
    await modal.getByTestId('attachment-file').locator('input[type="file"]').setInputFiles({
      name: `registration-${stamp}.pdf`, mimeType: 'application/pdf', buffer: pdf('Registration certificate'),
    });
    await modal.locator('.filepond--item[data-filepond-item-state="processing-complete"]').waitFor({ timeout: 30_000 });
    await modal.getByTestId('attachment-send').click();
    await modal.waitFor({ state: 'detached' });
    expect(memberErrors).toEqual([]);

    // The moderator opens the queue, the newest first, and approves the request with the keyboard.
    const moderator = await newContext();
    const page = await signIn(moderator, MODERATOR);
    const errors = watchErrors(page);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await page.goto('/en/moder/pets');
    await page.getByTestId('queue-pet').first().waitFor();
    await shot(page, 'moder-pets');
    // The queue's checkboxes, rows and buttons are named for assistive technology (axe: no serious violation).
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/en/moder/attachments?order=newest');
    const first = page.getByTestId('request').first();
    await first.waitFor();
    expect(await first.getByTestId('request-info').textContent()).toContain(`KC-${stamp}`);
    expect(await first.getByTestId('request-type').textContent()).toBe('Correction');
    expect(await first.getByTestId('request-file').textContent()).toContain(`registration-${stamp}.pdf`);
    await first.getByTestId('request-dog').waitFor();
    expect(await first.getByTestId('request-dog').textContent()).toContain(dog.registeredName);
    // The PDF shown beside the dog: a frame of a blob: URL the page made (the policy frames nothing else), with
    // Chromium's PDF viewer inside it, and no refusal by the page's Content-Security-Policy.
    const pdfFrame = first.getByTestId('request-pdf');
    await pdfFrame.waitFor();
    expect(await pdfFrame.getAttribute('title')).toBe(`PDF document registration-${stamp}.pdf`);
    const blobUrl = String(await pdfFrame.getAttribute('src'));
    expect(blobUrl).toMatch(/^blob:http:\/\/[^/]+\/[0-9a-f-]{36}$/);
    const framed = () => page.frames().filter((frame) => frame.url() === blobUrl || frame.parentFrame()?.url() === blobUrl);
    await expect.poll(() => framed().some((frame) => frame.url().startsWith('chrome-extension://'))).toBe(true);
    expect(refused).toEqual([]);
    await shot(page, 'moder-attachments');
    if (process.env.MODQUEUE_SHOTS) {
      // On a phone the PDF is folded until asked for.
      await page.setViewportSize({ width: 390, height: 844 });
      await first.getByTestId('request-pdf-toggle').click();
      await pdfFrame.waitFor();
      await page.waitForTimeout(1500);
      await pdfFrame.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(process.env.MODQUEUE_SHOTS, 'moder-attachments-390-pdf.png') });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(refused).toEqual([]);

    await page.keyboard.press('j');
    expect(await first.getAttribute('data-current')).toBe('true');
    // Approving a correction opens the dog's editor in a new tab, the request above the form; it is approved there.
    const requestId = Number(await first.getAttribute('data-request'));
    const [editor] = await Promise.all([moderator.waitForEvent('page'), page.keyboard.press('a')]);
    await editor.waitForURL(/\/pets\/edit\//);
    expect(new URL(editor.url()).pathname).toBe(`/en/pets/edit/${dog.id}`);
    expect(new URL(editor.url()).searchParams.get('correction')).toBe(String(requestId));
    const correction = editor.getByTestId('correction');
    await correction.waitFor();
    expect(await correction.getByTestId('correction-info').textContent()).toContain(`KC-${stamp}`);
    expect(await correction.getByTestId('correction-file').textContent()).toContain(`registration-${stamp}.pdf`);
    await editor.getByTestId('field-registeredName').waitFor();
    const dir = process.env.MODQUEUE_SHOTS;
    for (const [width, height] of dir ? ([[1366, 900], [390, 844]] as const) : []) {
      await editor.setViewportSize({ width, height });
      await editor.waitForTimeout(300);
      await editor.screenshot({ path: join(dir!, `pet-editor-correction-${width}.png`) });
    }
    expect(await first.getAttribute('data-status')).toBe('new');
    await correction.getByTestId('correction-approve').click();
    expect(await correction.getByTestId('correction-status').textContent()).toBe('Request approved');
    await editor.close();
    await page.goto('/en/moder/attachments?order=newest&status=all');
    await expect.poll(() => page.locator(`[data-testid="request"][data-request="${requestId}"]`).getAttribute('data-status')).toBe('approved');
    // The document is on the dog's current data beside the request.
    await expect.poll(() => first.getByTestId('request-dog-documents').textContent()).toContain(`registration-${stamp}`);

    // The decision is in the dog's history.
    await page.goto(`/en/moder?recordKind=pet&recordId=${dog.id}`);
    const entry = page.getByTestId('log-entry').first();
    await entry.waitFor();
    expect(await entry.getAttribute('data-action')).toBe('approve-attachment');
    expect(errors).toEqual([]);

    // Everyone sees the document on the dog's page.
    const visitor = await newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/en/pets/${dog.id}`);
    const documents = visitorPage.getByTestId('pet-documents');
    await documents.waitFor();
    expect(await documents.getByRole('link', { name: `registration-${stamp}` }).count()).toBe(1);

    await Promise.all([breeder.close(), member.close(), moderator.close(), visitor.close()]);
  });
});
