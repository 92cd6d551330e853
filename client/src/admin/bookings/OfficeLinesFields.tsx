import { MultiSelect } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { AdminSelectOptionsQuery } from '../lists/operations';
import { ServiceOptionSelects } from './ServiceOptionSelects';
import type { useOfficeLines } from './useOfficeLines';

/** The services, each with its options and add-ons, and the packages of an office booking. */
export function OfficeLinesFields({
  lines,
  linesError,
  fieldError,
}: {
  lines: ReturnType<typeof useOfficeLines>;
  linesError: string | undefined;
  fieldError: (field: string) => string | undefined;
}) {
  const services = useQuery(AdminSelectOptionsQuery, { variables: { table: 'SERVICES' } });
  const packages = useQuery(AdminSelectOptionsQuery, { variables: { table: 'PACKAGES' } });
  return (
    <>
      <MultiSelect
        label="Services"
        searchable
        data={services.data?.adminSelectOptions ?? []}
        value={lines.serviceIds}
        onChange={lines.setServiceIds}
        error={linesError}
      />
      {lines.serviceIds.map((serviceId, i) => (
        <ServiceOptionSelects
          key={serviceId}
          serviceId={serviceId}
          choices={lines.choices[serviceId] ?? {}}
          onChoose={lines.choose(serviceId)}
          addOnIds={lines.addOns[serviceId] ?? []}
          onAddOns={(ids) => lines.setAddOn(serviceId, ids)}
          error={fieldError(`booking.lines.${i}.optionIds`)}
        />
      ))}
      <MultiSelect
        label="Packages"
        searchable
        data={packages.data?.adminSelectOptions ?? []}
        value={lines.packageIds}
        onChange={lines.setPackageIds}
      />
    </>
  );
}
