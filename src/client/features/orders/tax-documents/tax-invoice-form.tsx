import { useState } from 'react';
import {
  type TaxDocument,
  type TaxInvoiceRequest,
  taxInvoiceRequestSchema,
} from '../../../../shared/contracts/tax-documents.ts';
import { HEAD_OFFICE_BRANCH } from '../../../../shared/domain/thai-tax-id.ts';
import { taxDocumentMessages } from '../../../../shared/tax-document-messages.ts';
import { FormError, TextareaField, TextField } from '../../../components/ui/form-field.tsx';
import { RadioGroupField } from '../../../components/ui/radio-group-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { requestTaxInvoice } from './tax-documents-api.ts';

const text = taxDocumentMessages.form;

type Office = 'head' | 'branch';

interface Values {
  buyerName: string;
  taxId: string;
  office: Office;
  branch: string;
  address: string;
}

/**
 * The buyer's details for a full tax invoice: name, 13-digit tax id (its check digit checked here
 * as the server does), head office or a 5-digit branch, registered address. Thai messages come
 * from the shared schema; the server's refusal (already issued, not paid) shows above the form.
 */
export function TaxInvoiceForm({
  orderId,
  onIssued,
}: {
  orderId: string;
  onIssued: (invoice: TaxDocument) => void;
}) {
  const [office, setOffice] = useState<Office>('head');
  const form = useSchemaForm({
    initial: { buyerName: '', taxId: '', office: 'head', branch: '', address: '' } as Values,
    schema: taxInvoiceRequestSchema,
    toBody: (values): TaxInvoiceRequest => ({
      buyerName: values.buyerName,
      taxId: values.taxId,
      branch: values.office === 'head' ? HEAD_OFFICE_BRANCH : values.branch,
      address: values.address,
    }),
    sendParsed: true,
    send: async (body) => onIssued(await requestTaxInvoice(orderId, body)),
    failed: text.failed,
  });
  const chooseOffice = (value: Office) => {
    setOffice(value);
    form.set('office', value);
  };

  return (
    <form id={form.id} noValidate onSubmit={form.submit} className="space-y-4">
      <p className="text-sm leading-relaxed text-stone-600">{text.intro}</p>
      <FormError message={form.formError} />
      <TextField
        label={text.buyerName}
        name="buyerName"
        autoComplete="organization"
        autoFocus
        {...form.bind('buyerName')}
      />
      <TextField
        label={text.taxId}
        name="taxId"
        inputMode="numeric"
        maxLength={17}
        {...form.bind('taxId')}
      />
      <RadioGroupField
        legend={text.office}
        value={office}
        onChange={chooseOffice}
        options={[
          { value: 'head', label: text.headOffice },
          { value: 'branch', label: text.branch },
        ]}
      />
      {office === 'branch' ? (
        <TextField
          label={text.branchNumber}
          name="branch"
          inputMode="numeric"
          maxLength={5}
          {...form.bind('branch')}
        />
      ) : null}
      <TextareaField label={text.address} name="address" rows={3} {...form.bind('address')} />
      <SubmitButton busy={form.saving}>{form.saving ? text.submitting : text.submit}</SubmitButton>
    </form>
  );
}
