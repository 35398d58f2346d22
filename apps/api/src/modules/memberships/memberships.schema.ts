// GraphQL types and fields of the memberships domain.
