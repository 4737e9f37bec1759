// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceInfo } from '../../../src/service/methods/kit/capabilities';
import {
  MethodPicker,
  type MethodPickerProps,
} from '../../../src/service/widget/client/method-picker';
import { messagesFor } from '../../../src/service/widget/i18n/messages';

afterEach(cleanup);

const picker = (device: DeviceInfo | null, available: MethodPickerProps['available']) => (
  <MethodPicker
    locale="en"
    messages={messagesFor('en')}
    site="Corner Store"
    device={device}
    offered={['age-key', 'id-document', 'bank-app']}
    available={available}
    attemptsOf={() => 3}
    onPick={() => undefined}
    qrSrc={null}
    notice={null}
  />
);

describe('the method picker', () => {
  it('holds the list’s place while it checks the browser: one blank row per offered method, hidden from screen readers, which hear the check', () => {
    const { container } = render(picker(null, []));
    expect(screen.getByRole('status').textContent).toMatch(/Checking what this browser supports/);
    const rows = container.querySelectorAll('ul.methods[aria-hidden="true"] .method.placeholder');
    expect(rows).toHaveLength(3);
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('then lists what this device can run, as buttons, and no blank rows', () => {
    const device = { mobile: false } as DeviceInfo;
    const { container } = render(picker(device, ['id-document', 'bank-app']));
    expect(container.querySelectorAll('.placeholder')).toHaveLength(0);
    expect(screen.getAllByRole('button').map((b) => b.querySelector('b')?.textContent)).toEqual([
      'ID document',
      'Bank app',
    ]);
  });
});
