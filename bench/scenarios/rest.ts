import { workingDayFrom } from '../../api/src/test/calendar.js';
import { gql, operations, restCallCount } from '../lib/operations.js';
import { note, section, table } from '../lib/report.js';
import { signIn } from '../lib/servers.js';
import type { Stack } from '../../tests/support/stack.js';

/** The REST calls each GraphQL query a page sends costs, first and when sent again. */
export async function restCalls(stack: Stack) {
  section('REST calls per GraphQL operation (every query a page sends, as the visitor who sends it)');
  const cat = await gql(
    stack.gatewayUrl,
    '{ services { id variations { options { id } } } seasons { packages { id } } }',
  );
  const service = cat.data.services[0] as { id: string; variations: { options: { id: string }[] }[] };
  const packageId = cat.data.seasons.flatMap((s: { packages: { id: string }[] }) => s.packages)[0]?.id;
  const date = workingDayFrom(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
  const booking = {
    date,
    timeSlot: '10:00 - 10:45',
    lines: [
      { serviceId: service.id, optionIds: service.variations.map((v) => v.options[0]!.id), addOnIds: [] },
    ],
    modifierOptionIds: [],
  };
  const customer = { email: `bench-rest-${Date.now()}@example.test`, password: 'bench-password-1' };
  const made = await gql(
    stack.gatewayUrl,
    'mutation($input: CreateBookingInput!) { createBooking(input: $input) { booking { id guidId } } }',
    {
      input: {
        booking,
        address: { street: '12 Oak Avenue', suburb: 'Pinelands', postalCode: '7405' },
        customer: { ...customer, name: 'Bench Rest', phone: '0210000000', address: 'Cape Town' },
      },
    },
  );
  const saved = made.data?.createBooking?.booking as { id: string; guidId: string } | undefined;
  if (!saved) throw new Error(`booking for the REST count failed: ${JSON.stringify(made.errors)}`);
  const cookies = {
    admin: await signIn(stack.gatewayUrl, 'admin@greenleaf.local', 'admin12345'),
    customer: await signIn(stack.gatewayUrl, customer.email, customer.password),
    visitor: '',
  };
  const variablesFor = (name: string): Record<string, unknown> => ({
    id:
      name === 'AdminBookingRouteQuery'
        ? saved.id
        : name === 'BookPackageRouteQuery'
          ? packageId
          : service.id,
    guidId: saved.guidId,
    input: booking,
    table: 'SERVICES',
    editing: true,
    date,
    categoryId: null,
    search: null,
    filters: [],
    sort: null,
    limit: 25,
    offset: 0,
  });
  const rows: (string | number)[][] = [];
  for (const op of operations().values()) {
    if (!op.text.trimStart().startsWith('query')) continue;
    const who = op.name.startsWith('Admin')
      ? 'admin'
      : /^(Profile|SavedBooking)/.test(op.name)
        ? 'customer'
        : 'visitor';
    const all = variablesFor(op.name);
    const vars: Record<string, unknown> = {};
    for (const m of op.text.matchAll(/\$(\w+):/g)) vars[m[1]!] = all[m[1]!] ?? null;
    // An extra, unused variable (ignored by GraphQL) makes the first request a cache miss even if a
    // page sent the same request before.
    const fresh = { ...vars, _bench: `${op.name}-${Date.now()}` };
    const headers: Record<string, string> = cookies[who] ? { cookie: cookies[who] } : {};
    const counted = async () => {
      const before = await restCallCount(stack.apiUrl);
      const r = await gql(stack.gatewayUrl, op.text, fresh, headers);
      return { r, calls: (await restCallCount(stack.apiUrl)) - before };
    };
    const first = await counted();
    const again = await counted();
    const r = first.r;
    const status = r.errors?.length
      ? `error: ${r.errors[0]!.extensions?.code ?? r.errors[0]!.message}`
      : 'ok';
    rows.push([op.name, who, first.calls, again.calls, status]);
  }
  table(['operation', 'sent by', 'REST calls', 'REST calls, same request again', 'result'], rows);
  note(
    "Target: the services page query at most 3, whatever the number of services. Repeated catalogue queries and quotes are answered by the gateway's cache (0 calls), and a quote is priced from the catalogue the gateway holds in memory (0 calls once loaded); everything else is asked of the api every time.",
  );
}
