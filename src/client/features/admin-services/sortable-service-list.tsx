import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { t } from './strings';

/**
 * The reorderable list (pointer and keyboard: focus a handle, Space, arrows, Space). `onReorder` gets the whole list
 * in its new order; a drop without a destination, or on the same place, does nothing (admin-side §4). Used for
 * services and for staff (issue 15): items need an `id` and a `name` (announced); `label` names the list, `instructions` tell how to move an item.
 */
export function SortableServiceList<Item extends { id: string; name: string }>({
  services,
  onReorder,
  label = t.listLabel,
  instructions = t.dndInstructions,
  children,
}: {
  services: Item[];
  onReorder: (ordered: Item[]) => void;
  label?: string;
  instructions?: string;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number | undefined) => services.find((s) => s.id === id)?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dndPickUp(nameOf(active.id)),
    onDragOver: ({ active, over }) => (over ? t.dndOver(nameOf(active.id), nameOf(over.id)) : undefined),
    onDragEnd: ({ active }) => t.dndDrop(nameOf(active.id)),
    onDragCancel: ({ active }) => t.dndCancel(nameOf(active.id)),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = services.findIndex((s) => s.id === active.id);
    const to = services.findIndex((s) => s.id === over.id);
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(services, from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={services.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className="space-y-3">
          {children}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
