import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../shared/admin-messages.ts';
import {
  type UpdateMemberRequest,
  updateMemberRequestSchema,
} from '../../shared/contracts/accounts.ts';
import { errorReply, memberOf, mockApi, patch } from '../../testing/api-mock.ts';
import { FormError, PhoneField, TextField } from '../components/ui/form-field.tsx';
import { call, client } from './api.ts';
import { useSchemaForm } from './use-schema-form.ts';

afterEach(cleanup);

const member = { ...memberOf('customer'), status: 'active' as const };

interface Values {
  firstName: string;
  phone: string;
}

/** A member's name and phone, sent with the typed client as the back office does. */
function MemberForm({
  validateOn,
  formErrorWithFields = false,
  onSaved = () => {},
}: {
  validateOn?: 'submit' | 'change';
  formErrorWithFields?: boolean;
  onSaved?: () => void;
}) {
  const form = useSchemaForm({
    initial: { firstName: '', phone: '' } as Values,
    schema: updateMemberRequestSchema,
    toBody: (values): UpdateMemberRequest => values,
    sendParsed: true,
    validateOn,
    send: async (body) => {
      await call(client.admin.members[':id'].$patch({ param: { id: 'm1' }, json: body }));
      onSaved();
    },
    failed: adminMessages.adminForm.saveFailed,
    formMessage: adminMessages.members.updateFailed,
    formErrorWithFields,
  });
  return (
    <form id={form.id} noValidate onSubmit={form.submit}>
      <FormError message={form.formError} />
      <TextField label="First Name" {...form.bind('firstName')} />
      <PhoneField label="Phone" autoComplete="off" {...form.bind('phone')} />
      <button type="submit" disabled={form.saving}>
        Save
      </button>
      <output>{form.saving ? 'saving' : 'idle'}</output>
    </form>
  );
}

const firstName = () => screen.getByRole('textbox', { name: 'First Name' });
const phone = () => screen.getByRole('textbox', { name: 'Phone' });

describe('useSchemaForm', () => {
  it('says nothing before the first submit, then the schema messages, then follows each change', async () => {
    const sent = mockApi(patch('/admin/members/:id', { member }));
    const user = userEvent.setup();
    render(<MemberForm />);
    await user.type(phone(), '12');
    expect(phone()).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(firstName()).toHaveAccessibleDescription('กรุณากรอกชื่อ');
    expect(phone()).toHaveAccessibleDescription('กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง (9-10 หลัก ขึ้นต้นด้วย 0)');
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);

    await user.type(firstName(), 'สมชาย');
    expect(firstName()).not.toHaveAttribute('aria-invalid');
    expect(firstName()).not.toHaveAccessibleDescription();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks a field as it is typed when asked to', async () => {
    mockApi(patch('/admin/members/:id', { member }));
    const user = userEvent.setup();
    render(<MemberForm validateOn="change" />);
    await user.type(phone(), '12');
    expect(phone()).toHaveAccessibleDescription('กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง (9-10 หลัก ขึ้นต้นด้วย 0)');
    // A field not yet touched stays quiet.
    expect(firstName()).not.toHaveAttribute('aria-invalid');
  });

  it("sends the schema's output through the typed client", async () => {
    const onSaved = vi.fn();
    const sent = mockApi(patch('/admin/members/:id', { member }));
    const user = userEvent.setup();
    render(<MemberForm onSaved={onSaved} />);
    await user.type(firstName(), '  สมชาย ');
    await user.type(phone(), '081-234-5678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toMatchObject([
      {
        method: 'PATCH',
        path: '/api/admin/members/m1',
        body: { firstName: 'สมชาย', phone: '0812345678' },
      },
    ]);
  });

  it("puts the server's field messages on their fields, and the form's message above", async () => {
    const taken = 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว';
    mockApi(
      patch(
        '/admin/members/:id',
        errorReply('PHONE_TAKEN', taken, { fields: { phone: taken } }),
        409,
      ),
    );
    const user = userEvent.setup();
    const { unmount } = render(<MemberForm />);
    await user.type(firstName(), 'สมชาย');
    await user.type(phone(), '0812345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(phone()).toHaveAccessibleDescription(taken));
    expect(phone()).toHaveValue('0812345678');
    // The field says it: no second message above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The message leaves the field once it changes.
    await user.clear(phone());
    await user.type(phone(), '0899999999');
    expect(phone()).not.toHaveAttribute('aria-invalid');
    unmount();

    render(<MemberForm formErrorWithFields />);
    await user.type(firstName(), 'สมชาย');
    await user.type(phone(), '0812345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to update user: ${taken}`);
    expect(phone()).toHaveAccessibleDescription(taken);
  });

  it("says the server's message above the form when no field takes it, or the form's own without one", async () => {
    let answered = 0;
    mockApi(
      patch('/admin/members/:id', () =>
        answered++ === 0
          ? HttpResponse.json(
              errorReply('FORBIDDEN', 'Only a root admin can change a root account.'),
              {
                status: 403,
              },
            )
          : HttpResponse.error(),
      ),
    );
    const user = userEvent.setup();
    render(<MemberForm />);
    await user.type(firstName(), 'สมชาย');
    await user.type(phone(), '0812345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update user: Only a root admin can change a root account.',
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Failed to update user: บันทึกไม่สำเร็จ กรุณาตรวจสอบข้อมูลแล้วลองอีกครั้ง',
      ),
    );
  });

  it('sends once while a save is on its way', async () => {
    let release: () => void = () => {};
    const sent = mockApi(
      patch(
        '/admin/members/:id',
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(HttpResponse.json({ member }));
          }),
      ),
    );
    const user = userEvent.setup();
    render(<MemberForm />);
    await user.type(firstName(), 'สมชาย');
    await user.type(phone(), '0812345678');
    const form = firstName().closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('saving');
    fireEvent.submit(form);
    release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('idle'));
    expect(sent).toHaveLength(1);
  });
});
