// On a phone the filters wait behind one button that counts the active ones, so the list comes first
// (issue 29, item 17); the drawer holds the very same filters as the desk's page.
import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ListFilters } from './list-filters';
import type { RegistrationFilter } from './list-query';

const TITLE = '篩選條件';

export function FiltersDrawer({ filter, onChange }: { filter: RegistrationFilter; onChange: (filter: RegistrationFilter) => void }) {
  const [opened, { open, close }] = useDisclosure();
  const active = Object.keys(filter).length;
  return (
    <>
      <Button variant="default" onClick={open} fullWidth>
        {active > 0 ? `${TITLE}（${active} 項）` : TITLE}
      </Button>
      <Drawer opened={opened} onClose={close} title={TITLE} position="bottom" size="90%" closeButtonProps={{ 'aria-label': '關閉篩選條件' }}>
        <ListFilters filter={filter} onChange={onChange} />
        <Button mt="md" fullWidth onClick={close}>
          看結果
        </Button>
      </Drawer>
    </>
  );
}
