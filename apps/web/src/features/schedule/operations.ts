import { graphql } from '../../gql/gql';

export const ScheduleConferenceFieldsFragment = graphql(`
  fragment ScheduleConferenceFields on ScheduleConference {
    id
    name
    venue
    startDate
    endDate
    travelGapMinutes
  }
`);

export const ScheduleRoomFieldsFragment = graphql(`
  fragment ScheduleRoomFields on ScheduleRoom {
    id
    name
    place
    capacity
    notes
    position
    slotCount
    heldCount
  }
`);

export const ScheduleSlotFieldsFragment = graphql(`
  fragment ScheduleSlotFields on ScheduleSlot {
    id
    roomId
    day
    start
    end
    reservedKind
    itemKey
    placedBy
  }
`);

export const ScheduleItemFieldsFragment = graphql(`
  fragment ScheduleItemFields on ScheduleItem {
    id
    itemId
    kind
    title
    status
    area {
      id
      name
    }
    chair
    people
    peopleCount
    interested
    audience
    slotIds
  }
`);

/**
 * The whole working copy as every screen of the programme reads it: the query and each mutation
 * that answers the grid select the same fields, so Apollo replaces the one normalised
 * `ScheduleGrid:{conferenceId}` and both screens repaint without asking again.
 */
export const ScheduleGridFieldsFragment = graphql(`
  fragment ScheduleGridFields on ScheduleGrid {
    id
    days
    lastVersion
    lastReleasedAt
    conference {
      ...ScheduleConferenceFields
    }
    permissions {
      canEdit
      canPublish
    }
    rooms {
      ...ScheduleRoomFields
    }
    slots {
      ...ScheduleSlotFields
    }
    items {
      ...ScheduleItemFields
    }
    warnings {
      kind
      message
      slotIds
      itemKeys
      people
    }
  }
`);

/**
 * What a placement changes (the slots' items, the items' status and slots, the rooms' counts and
 * the warnings): the answer of placing, moving, clearing and accepting a draft. Apollo merges it
 * into the normalised grid the query holds, whose other fields a placement does not change.
 */
export const ScheduleGridChangeFieldsFragment = graphql(`
  fragment ScheduleGridChangeFields on ScheduleGrid {
    id
    rooms {
      id
      heldCount
    }
    slots {
      id
      itemKey
      placedBy
    }
    items {
      id
      status
      slotIds
    }
    warnings {
      kind
      message
      slotIds
      itemKeys
      people
    }
  }
`);

export const ScheduleConferencesQuery = graphql(`
  query ScheduleConferences {
    scheduleConferences {
      ...ScheduleConferenceFields
    }
  }
`);

export const ScheduleGridQuery = graphql(`
  query ScheduleGrid($conferenceId: ID!) {
    scheduleGrid(conferenceId: $conferenceId) {
      ...ScheduleGridFields
    }
  }
`);

/** What «Publicar versión» would release (three more statements on the server: asked only in its dialog). */
export const SchedulePendingChangesQuery = graphql(`
  query SchedulePendingChanges($conferenceId: ID!) {
    scheduleGrid(conferenceId: $conferenceId) {
      id
      lastVersion
      pendingChanges {
        ...ScheduleChangeFields
      }
    }
  }
`);

export const ScheduleChangeFieldsFragment = graphql(`
  fragment ScheduleChangeFields on ScheduleChange {
    itemKey
    title
    change
    before {
      day
      start
      end
      rooms
    }
    after {
      day
      start
      end
      rooms
    }
  }
`);

export const ScheduleReleasesQuery = graphql(`
  query ScheduleReleases($conferenceId: ID!) {
    scheduleReleases(conferenceId: $conferenceId) {
      id
      version
      note
      releasedAt
      releasedBy
      sessionCount
      changes {
        ...ScheduleChangeFields
      }
    }
  }
`);

export const ProposeScheduleQuery = graphql(`
  query ProposeSchedule($conferenceId: ID!) {
    proposeSchedule(conferenceId: $conferenceId) {
      placements {
        hourId
        itemKey
      }
      unplaced {
        itemKey
        title
        reason
      }
    }
  }
`);

// ── Rooms ─────────────────────────────────────────────────────────────────────────────────────

export const CreateScheduleRoomMutation = graphql(`
  mutation CreateScheduleRoom($data: CreateScheduleRoomInput!) {
    createScheduleRoom(data: $data) {
      ...ScheduleRoomFields
    }
  }
`);

export const UpdateScheduleRoomMutation = graphql(`
  mutation UpdateScheduleRoom($id: ID!, $data: ScheduleRoomInput!) {
    updateScheduleRoom(id: $id, data: $data) {
      ...ScheduleRoomFields
    }
  }
`);

export const DeleteScheduleRoomMutation = graphql(`
  mutation DeleteScheduleRoom($id: ID!) {
    deleteScheduleRoom(id: $id)
  }
`);

export const ReorderScheduleRoomsMutation = graphql(`
  mutation ReorderScheduleRooms($conferenceId: ID!, $roomIds: [ID!]!) {
    reorderScheduleRooms(conferenceId: $conferenceId, roomIds: $roomIds) {
      ...ScheduleRoomFields
    }
  }
`);

// ── Slots and settings ────────────────────────────────────────────────────────────────────────

export const CreateScheduleHourMutation = graphql(`
  mutation CreateScheduleHour($conferenceId: ID!, $data: ScheduleHourInput!) {
    createScheduleHour(conferenceId: $conferenceId, data: $data) {
      ...ScheduleGridFields
    }
  }
`);

export const UpdateScheduleHourMutation = graphql(`
  mutation UpdateScheduleHour($id: ID!, $data: ScheduleHourInput!) {
    updateScheduleHour(id: $id, data: $data) {
      ...ScheduleGridFields
    }
  }
`);

export const DeleteScheduleHourMutation = graphql(`
  mutation DeleteScheduleHour($id: ID!) {
    deleteScheduleHour(id: $id)
  }
`);

export const GenerateScheduleHoursMutation = graphql(`
  mutation GenerateScheduleHours($data: GenerateScheduleHoursInput!) {
    generateScheduleHours(data: $data) {
      created
      skipped
    }
  }
`);

export const UpdateScheduleSettingsMutation = graphql(`
  mutation UpdateScheduleSettings($conferenceId: ID!, $data: ScheduleSettingsInput!) {
    updateScheduleSettings(conferenceId: $conferenceId, data: $data) {
      ...ScheduleGridFields
    }
  }
`);

// ── Placements ────────────────────────────────────────────────────────────────────────────────

export const AddPanelToHourMutation = graphql(`
  mutation AddPanelToHour($hour: ID!, $panelesType: ScheduleItemKind!, $panelId: ID!) {
    addPanelToHour(hour: $hour, panelesType: $panelesType, panelId: $panelId) {
      ...ScheduleGridChangeFields
    }
  }
`);

export const ClearHourMutation = graphql(`
  mutation ClearHour($id: ID!) {
    clearHour(id: $id) {
      ...ScheduleGridChangeFields
    }
  }
`);

export const MoveScheduledItemMutation = graphql(`
  mutation MoveScheduledItem($fromHour: ID!, $toHour: ID!) {
    moveScheduledItem(fromHour: $fromHour, toHour: $toHour) {
      ...ScheduleGridChangeFields
    }
  }
`);

export const AcceptScheduleDraftMutation = graphql(`
  mutation AcceptScheduleDraft($conferenceId: ID!, $placements: [ScheduleDraftPlacementInput!]!) {
    acceptScheduleDraft(conferenceId: $conferenceId, placements: $placements) {
      ...ScheduleGridChangeFields
    }
  }
`);

export const PublishScheduleMutation = graphql(`
  mutation PublishSchedule($conferenceId: ID!, $note: String) {
    publishSchedule(conferenceId: $conferenceId, note: $note) {
      id
      version
      note
      releasedAt
      releasedBy
      sessionCount
      changes {
        ...ScheduleChangeFields
      }
    }
  }
`);
