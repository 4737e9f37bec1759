// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MethodPicker,
  type MethodPickerProps,
} from '../../../src/service/widget/client/method-picker';
import { messagesFor } from '../../../src/service/widget/i18n/messages';

afterEach(cleanup);

const picker = (
  available: MethodPickerProps['available'],
  onPick: MethodPickerProps['onPick'] = () => undefined,
) => (
  <MethodPicker
    locale="en"
    messages={messagesFor('en')}
    site="Corner Store"
    query={[
      ['token', 'a.b.c'],
      ['lang', 'fr'],
    ]}
    offered={['age-key', 'id-document', 'bank-app']}
    available={available}
    attemptsOf={() => 3}
    onPick={onPick}
    qrSrc={null}
    notice={null}
  />
);

describe('the method picker', () => {
  it('lists what this device can run, as buttons', () => {
    render(picker(['id-document', 'bank-app']));
    expect(screen.getAllByRole('button').map((b) => b.querySelector('b')?.textContent)).toEqual([
      'ID document',
      'Bank app',
    ]);
  });

  it('is a form that works before the page’s script runs: the page again, its query kept, with the method', () => {
    const { container } = render(picker(['id-document', 'bank-app']));
    const form = container.querySelector('form')!;
    const button = screen.getAllByRole('button')[1] as HTMLButtonElement;
    expect(form.getAttribute('action')).toBeNull();
    expect(form.method).toBe('get');
    const sent = new FormData(form, button);
    expect([...sent]).toEqual([
      ['token', 'a.b.c'],
      ['lang', 'fr'],
      ['method', 'bank-app'],
    ]);
  });

  it('once the script runs, a tap starts the method here, with no reload', () => {
    const picked: string[] = [];
    const { container } = render(picker(['id-document'], (m) => void picked.push(m)));
    let submitted = false;
    container.querySelector('form')!.addEventListener('submit', () => (submitted = true));
    fireEvent.click(screen.getByRole('button'));
    expect(picked).toEqual(['id-document']);
    expect(submitted).toBe(false);
  });
});
