interface PaymentForm {
  action: string;
  method: string;
  fields: ReadonlyArray<{ name: string; value: string }>;
}

/** Builds the provider's hidden form in the page and submits it (a real top-level POST). */
export function postPaymentForm(payment: PaymentForm, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.action = payment.action;
  form.method = payment.method || 'POST';
  form.hidden = true;
  for (const field of payment.fields) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
  return form;
}
