import { expect, test } from '../fixtures';
import { gql, openAdmin, pickOption, signInAsAdmin, unique } from './support';

test('a package edits its services and quantities; an active package keeps at least one', async ({
  page,
}) => {
  await signInAsAdmin(page);
  // A package of its own, with one service, so no other journey sees it change.
  const services = await gql<{ services: { id: string; name: string }[] }>(
    page.request,
    '{ services { id name } }',
  );
  const [first, second] = services.data!.services;
  const name = unique('Autumn care');
  const saved = await gql<{ adminSavePackage: { package: { id: string } } }>(
    page.request,
    'mutation ($input: AdminSavePackageInput!) { adminSavePackage(input: $input) { package { id } } }',
    {
      input: {
        name,
        price: 1500,
        status: 'ACTIVE',
        services: [{ serviceId: first!.id, serviceName: first!.name, quantity: 2 }],
      },
    },
  );
  const id = saved.data!.adminSavePackage.package.id;

  await openAdmin(page, `/admin/packages/${id}`);
  const editor = page.getByRole('region', { name: 'Services in this package' });
  await expect(editor.getByTestId('package-service')).toHaveCount(1);
  await expect(editor.getByRole('textbox', { name: 'Times' })).toHaveValue('2');

  // Removing the only service of an active package is refused, saying why.
  await editor.getByRole('button', { name: 'Remove service 1' }).click();
  await editor.getByRole('button', { name: 'Save services' }).click();
  await expect(editor.getByRole('alert')).toHaveText(
    'A package needs at least one service before it can be active.',
  );

  // Two services, three times the second.
  await editor.getByRole('button', { name: 'Add a service' }).click();
  await pickOption(page, 'Service 1', new RegExp(`^${first!.name}$`));
  await editor.getByRole('button', { name: 'Add a service' }).click();
  await pickOption(page, 'Service 2', new RegExp(`^${second!.name}$`));
  await editor.getByRole('textbox', { name: 'Times' }).nth(1).fill('3');
  await editor.getByRole('button', { name: 'Save services' }).click();
  await expect(page.getByText('The package’s services are saved.')).toBeVisible();

  const read = await gql<{ adminPackage: { services: { serviceName: string; quantity: number }[] } }>(
    page.request,
    'query ($id: ID!) { adminPackage(id: $id) { services { serviceName quantity } } }',
    { id },
  );
  expect(read.data!.adminPackage.services).toEqual([
    { serviceName: first!.name, quantity: 1 },
    { serviceName: second!.name, quantity: 3 },
  ]);
});
