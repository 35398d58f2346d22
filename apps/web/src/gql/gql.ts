/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      refreshToken\n      expire\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RecoveryPasswordInit($username: String!) {\n    recoveryPasswordInit(username: $username)\n  }\n": typeof types.RecoveryPasswordInitDocument,
    "\n  mutation RecoveryPassword($token: String!, $email: String!, $newPassword: String!) {\n    recoveryPassword(token: $token, email: $email, newPassword: $newPassword)\n  }\n": typeof types.RecoveryPasswordDocument,
    "\n  query Institutions($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    institutions(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name code }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n": typeof types.InstitutionsDocument,
    "\n  mutation CreateInstitution($data: InstitutionInput!) { createInstitution(data: $data) { id name code } }\n": typeof types.CreateInstitutionDocument,
    "\n  mutation UpdateInstitution($id: ID!, $data: InstitutionInput!) { updateInstitution(id: $id, data: $data) { id name code } }\n": typeof types.UpdateInstitutionDocument,
    "\n  mutation DeleteInstitution($id: ID!) { deleteInstitution(id: $id) }\n": typeof types.DeleteInstitutionDocument,
    "\n  query Universities($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    universities(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n": typeof types.UniversitiesDocument,
    "\n  mutation CreateUniversity($data: UniversityInput!) { createUniversity(data: $data) { id name } }\n": typeof types.CreateUniversityDocument,
    "\n  mutation UpdateUniversity($id: ID!, $data: UniversityInput!) { updateUniversity(id: $id, data: $data) { id name } }\n": typeof types.UpdateUniversityDocument,
    "\n  mutation DeleteUniversity($id: ID!) { deleteUniversity(id: $id) }\n": typeof types.DeleteUniversityDocument,
    "\n  query ThematicAreas($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    thematicAreas(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n": typeof types.ThematicAreasDocument,
    "\n  mutation CreateThematicArea($data: ThematicAreaInput!) { createThematicArea(data: $data) { id name } }\n": typeof types.CreateThematicAreaDocument,
    "\n  mutation UpdateThematicArea($id: ID!, $data: ThematicAreaInput!) { updateThematicArea(id: $id, data: $data) { id name } }\n": typeof types.UpdateThematicAreaDocument,
    "\n  mutation DeleteThematicArea($id: ID!) { deleteThematicArea(id: $id) }\n": typeof types.DeleteThematicAreaDocument,
    "\n  query Countries($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    countries(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name code provincesCount }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n": typeof types.CountriesDocument,
    "\n  mutation CreateCountry($data: CountryInput!) { createCountry(data: $data) { id name code provincesCount } }\n": typeof types.CreateCountryDocument,
    "\n  mutation UpdateCountry($id: ID!, $data: CountryInput!) { updateCountry(id: $id, data: $data) { id name code provincesCount } }\n": typeof types.UpdateCountryDocument,
    "\n  mutation DeleteCountry($id: ID!) { deleteCountry(id: $id) }\n": typeof types.DeleteCountryDocument,
    "\n  query PendingCatalogueEntries($catalogue: GrowingCatalogue!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    pendingCatalogueEntries(catalogue: $catalogue, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name createdAt authorName usageCount }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n": typeof types.PendingCatalogueEntriesDocument,
    "\n  mutation AcceptCatalogueEntry($catalogue: GrowingCatalogue!, $id: ID!) { acceptCatalogueEntry(catalogue: $catalogue, id: $id) { id name } }\n": typeof types.AcceptCatalogueEntryDocument,
    "\n  mutation MergeCatalogueEntry($catalogue: GrowingCatalogue!, $id: ID!, $intoId: ID!) { mergeCatalogueEntry(catalogue: $catalogue, id: $id, intoId: $intoId) { id name } }\n": typeof types.MergeCatalogueEntryDocument,
    "\n  query AcceptedCareers($search: String) { careers(search: $search, acceptedOnly: true) { id name } }\n": typeof types.AcceptedCareersDocument,
    "\n  query AcceptedAcademicTitles($search: String) { academicTitles(search: $search, acceptedOnly: true) { id name } }\n": typeof types.AcceptedAcademicTitlesDocument,
    "\n  query ConferenceList($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    conferences(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ConferenceFields\n      }\n    }\n  }\n": typeof types.ConferenceListDocument,
    "\n  fragment ConferenceFields on Conference {\n    id\n    name\n    edition\n    venue\n    inscriptionStart\n    inscriptionEnd\n    startDate\n    endDate\n    isCurrent\n    abstractMaxWords\n    keywordsMin\n    keywordsMax\n    authorsMax\n    panelPapersMin\n    panelPapersMax\n    maxFileMb\n    staffCount\n    windows {\n      type\n      opensOn\n      closesOn\n    }\n    thematicAreas {\n      id\n      name\n    }\n    categories {\n      id\n      name\n      memberFeeCents\n      nonMemberFeeCents\n      isStudent\n    }\n    permissions {\n      canEdit\n      canDelete\n      canMakeCurrent\n      canManageStaff\n    }\n  }\n": typeof types.ConferenceFieldsFragmentDoc,
    "\n  query Conference($id: ID!) {\n    conference(id: $id) {\n      ...ConferenceFields\n    }\n  }\n": typeof types.ConferenceDocument,
    "\n  query ConferenceAreaOptions {\n    thematicAreas(pageSize: 100, sort: \"name\") {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ConferenceAreaOptionsDocument,
    "\n  mutation CreateConference($data: ConferenceInput!) {\n    createConference(data: $data) {\n      ...ConferenceFields\n    }\n  }\n": typeof types.CreateConferenceDocument,
    "\n  mutation UpdateConference($id: ID!, $data: ConferenceInput!) {\n    updateConference(id: $id, data: $data) {\n      ...ConferenceFields\n    }\n  }\n": typeof types.UpdateConferenceDocument,
    "\n  mutation DeleteConference($id: ID!) {\n    deleteConference(id: $id)\n  }\n": typeof types.DeleteConferenceDocument,
    "\n  mutation SetCurrentConference($id: ID!) {\n    setCurrentConference(id: $id) {\n      id\n      isCurrent\n    }\n  }\n": typeof types.SetCurrentConferenceDocument,
    "\n  query ConferenceStaff($conferenceId: ID!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    conferenceStaff(conferenceId: $conferenceId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        firstName\n        lastName\n        email\n        roles {\n          id\n          role\n          thematicAreaId\n          thematicAreaName\n        }\n      }\n    }\n  }\n": typeof types.ConferenceStaffDocument,
    "\n  query StaffCandidates($search: String!) {\n    staffCandidates(search: $search) {\n      id\n      firstName\n      lastName\n      email\n      document\n    }\n  }\n": typeof types.StaffCandidatesDocument,
    "\n  mutation GrantConferenceRole($conferenceId: ID!, $data: GrantConferenceRoleInput!) {\n    grantConferenceRole(conferenceId: $conferenceId, data: $data) {\n      id\n    }\n  }\n": typeof types.GrantConferenceRoleDocument,
    "\n  mutation RevokeConferenceRole($id: ID!) {\n    revokeConferenceRole(id: $id)\n  }\n": typeof types.RevokeConferenceRoleDocument,
    "\n  query Home {\n    currentConference {\n      id\n      name\n      edition\n      venue\n      startDate\n      endDate\n      inscriptionStart\n      inscriptionEnd\n    }\n    me {\n      id\n      activeMembership {\n        id\n        year\n        paid\n        category {\n          id\n          name\n        }\n      }\n    }\n    publishedNews(limit: 6) {\n      id\n      product\n      title\n      summary\n      body\n      imageUrl\n      publishAt\n    }\n    publishedJournalIssues(limit: 3) {\n      id\n      title\n      number\n      year\n      link\n      coverUrl\n      pdfUrl\n    }\n  }\n": typeof types.HomeDocument,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    registrationDate\n    universityCareer\n    proposalCount\n    conference {\n      id\n      name\n      edition\n      venue\n      startDate\n      endDate\n      inscriptionStart\n      inscriptionEnd\n    }\n    category {\n      id\n      name\n      isStudent\n    }\n    charge {\n      id\n      amountCents\n      status\n      paidAt\n      feeApplied\n    }\n    permissions {\n      canUpdateCareer\n    }\n  }\n": typeof types.InscriptionFieldsFragmentDoc,
    "\n  query InscriptionOffer($conferenceId: ID!) {\n    inscriptionOffer(conferenceId: $conferenceId) {\n      phase\n      today\n      feeReason\n      feeReasonText\n      conference {\n        id\n        name\n        edition\n        venue\n        startDate\n        endDate\n        inscriptionStart\n        inscriptionEnd\n      }\n      categories {\n        id\n        name\n        isStudent\n        memberFeeCents\n        nonMemberFeeCents\n        applicableFeeCents\n      }\n      myInscription {\n        ...InscriptionFields\n      }\n    }\n  }\n": typeof types.InscriptionOfferDocument,
    "\n  mutation CreateInscription($categoryId: ID!, $conferenceId: ID!) {\n    createInscription(categoryId: $categoryId, conferenceId: $conferenceId) {\n      ...InscriptionFields\n    }\n  }\n": typeof types.CreateInscriptionDocument,
    "\n  mutation UpdateInscription($universityCareer: String!, $conferenceId: ID) {\n    updateInscription(universityCareer: $universityCareer, conferenceId: $conferenceId) {\n      ...InscriptionFields\n    }\n  }\n": typeof types.UpdateInscriptionDocument,
    "\n  query MyInscriptions($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {\n    myInscriptions(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...InscriptionFields\n      }\n    }\n  }\n": typeof types.MyInscriptionsDocument,
    "\n  query CurrentConferenceId {\n    currentConference {\n      id\n      name\n    }\n  }\n": typeof types.CurrentConferenceIdDocument,
    "\n  query MembershipCategoryList($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    membershipCategoryList(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        name\n        yearlyFeeCents\n        isStudent\n        active\n        membershipCount\n      }\n    }\n  }\n": typeof types.MembershipCategoryListDocument,
    "\n  mutation CreateMembershipCategory($data: MembershipCategoryInput!) {\n    createMembershipCategory(data: $data) {\n      id\n      name\n    }\n  }\n": typeof types.CreateMembershipCategoryDocument,
    "\n  mutation UpdateMembershipCategory($id: ID!, $data: MembershipCategoryInput!) {\n    updateMembershipCategory(id: $id, data: $data) {\n      id\n      name\n      yearlyFeeCents\n      isStudent\n      active\n      membershipCount\n    }\n  }\n": typeof types.UpdateMembershipCategoryDocument,
    "\n  mutation DeleteMembershipCategory($id: ID!) {\n    deleteMembershipCategory(id: $id)\n  }\n": typeof types.DeleteMembershipCategoryDocument,
    "\n  mutation GenerateMembershipCharges($year: Int!) {\n    generateMembershipCharges(year: $year)\n  }\n": typeof types.GenerateMembershipChargesDocument,
    "\n  query MembershipCategories {\n    membershipCategories {\n      id\n      name\n      yearlyFeeCents\n      isStudent\n    }\n  }\n": typeof types.MembershipCategoriesDocument,
    "\n  mutation Register($register: RegisterInput!) {\n    register(register: $register)\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ConfirmRegistration($token: String!) {\n    confirmRegistration(token: $token) {\n      membershipId\n      email\n      year\n      categoryName\n      amountCents\n    }\n  }\n": typeof types.ConfirmRegistrationDocument,
    "\n  query MyMemberships($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {\n    myMemberships(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        year\n        created\n        terminatedMember\n        terminatedAt\n        universityCareer\n        studentCategory\n        paid\n        category {\n          id\n          name\n        }\n        charge {\n          id\n          amountCents\n          status\n        }\n      }\n    }\n  }\n": typeof types.MyMembershipsDocument,
    "\n  mutation Asociate($categoryId: Int!) {\n    asociate(categoryId: $categoryId) {\n      id\n      year\n      category {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AsociateDocument,
    "\n  mutation UpdateMembership($universityCareer: String!) {\n    updateMembership(universityCareer: $universityCareer) {\n      id\n      universityCareer\n    }\n  }\n": typeof types.UpdateMembershipDocument,
    "\n  query NewsItems($product: NewsProduct!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: PublicationStatus) {\n    newsItems(product: $product, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        title\n        summary\n        status\n        publishAt\n        imageUrl\n      }\n    }\n  }\n": typeof types.NewsItemsDocument,
    "\n  query NewsItem($id: ID!) {\n    newsItem(id: $id) {\n      id\n      product\n      title\n      summary\n      body\n      imageFileId\n      imageUrl\n      status\n      publishAt\n    }\n  }\n": typeof types.NewsItemDocument,
    "\n  mutation CreateNews($data: NewsInput!) {\n    createNews(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateNewsDocument,
    "\n  mutation UpdateNews($id: ID!, $data: NewsInput!) {\n    updateNews(id: $id, data: $data) {\n      id\n      product\n      title\n      summary\n      body\n      imageFileId\n      imageUrl\n      status\n      publishAt\n    }\n  }\n": typeof types.UpdateNewsDocument,
    "\n  mutation DeleteNews($id: ID!) {\n    deleteNews(id: $id)\n  }\n": typeof types.DeleteNewsDocument,
    "\n  query JournalIssues($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: PublicationStatus) {\n    journalIssues(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        title\n        number\n        year\n        link\n        pdfUrl\n        coverUrl\n        status\n        publishAt\n      }\n    }\n  }\n": typeof types.JournalIssuesDocument,
    "\n  query JournalIssue($id: ID!) {\n    journalIssue(id: $id) {\n      id\n      title\n      number\n      year\n      link\n      coverFileId\n      coverUrl\n      pdfFileId\n      pdfUrl\n      status\n      publishAt\n    }\n  }\n": typeof types.JournalIssueDocument,
    "\n  mutation CreateJournalIssue($data: JournalIssueInput!) {\n    createJournalIssue(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateJournalIssueDocument,
    "\n  mutation UpdateJournalIssue($id: ID!, $data: JournalIssueInput!) {\n    updateJournalIssue(id: $id, data: $data) {\n      id\n      title\n      number\n      year\n      link\n      coverFileId\n      coverUrl\n      pdfFileId\n      pdfUrl\n      status\n      publishAt\n    }\n  }\n": typeof types.UpdateJournalIssueDocument,
    "\n  mutation DeleteJournalIssue($id: ID!) {\n    deleteJournalIssue(id: $id)\n  }\n": typeof types.DeleteJournalIssueDocument,
    "\n  fragment AreaPanelPaperFields on AreaPanelPaper {\n    id\n    title\n    status\n    keywords\n    authors\n  }\n": typeof types.AreaPanelPaperFieldsFragmentDoc,
    "\n  fragment AreaPanelFields on AreaPanel {\n    id\n    kind\n    name\n    status\n    thematicArea {\n      id\n      name\n    }\n    chair {\n      userId\n      name\n    }\n    commentator {\n      userId\n      name\n    }\n    items {\n      ...AreaPanelPaperFields\n    }\n    permissions {\n      canEdit\n      canDelete\n    }\n  }\n": typeof types.AreaPanelFieldsFragmentDoc,
    "\n  query PanelSetup($conferenceId: ID!) {\n    panelSetup(conferenceId: $conferenceId) {\n      conferenceId\n      conferenceName\n      minPapers\n      maxPapers\n      areas {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PanelSetupDocument,
    "\n  query RegularPanels($conferenceId: ID!, $thematicAreaId: ID, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    regularPanels(conferenceId: $conferenceId, thematicAreaId: $thematicAreaId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...AreaPanelFields\n      }\n    }\n  }\n": typeof types.RegularPanelsDocument,
    "\n  query StudentTablePanels($conferenceId: ID!, $thematicAreaId: ID, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    studentTablePanels(conferenceId: $conferenceId, thematicAreaId: $thematicAreaId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...AreaPanelFields\n      }\n    }\n  }\n": typeof types.StudentTablePanelsDocument,
    "\n  query Panel($id: ID!) {\n    panel(id: $id) {\n      ...AreaPanelFields\n    }\n  }\n": typeof types.PanelDocument,
    "\n  query PanelCandidates($conferenceId: ID!, $kind: AreaPanelKind!, $thematicAreaId: ID!) {\n    panelCandidates(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId) {\n      ...AreaPanelPaperFields\n    }\n  }\n": typeof types.PanelCandidatesDocument,
    "\n  query PanelSuggestions($conferenceId: ID!, $kind: AreaPanelKind!, $thematicAreaId: ID!) {\n    panelSuggestions(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId) {\n      name\n      sharedKeywords\n      institutionClash\n      items {\n        ...AreaPanelPaperFields\n      }\n    }\n  }\n": typeof types.PanelSuggestionsDocument,
    "\n  query PanelPersonCandidates($conferenceId: ID!, $search: String) {\n    panelPersonCandidates(conferenceId: $conferenceId, search: $search) {\n      id\n      name\n      email\n    }\n  }\n": typeof types.PanelPersonCandidatesDocument,
    "\n  mutation CreateRegularPanel($data: CreateAreaPanelInput!) {\n    createRegularPanel(data: $data) {\n      ...AreaPanelFields\n    }\n  }\n": typeof types.CreateRegularPanelDocument,
    "\n  mutation UpdateRegularPanel($id: ID!, $data: UpdateAreaPanelInput!) {\n    updateRegularPanel(id: $id, data: $data) {\n      ...AreaPanelFields\n    }\n  }\n": typeof types.UpdateRegularPanelDocument,
    "\n  mutation DeleteRegularPanel($id: ID!) {\n    deleteRegularPanel(id: $id)\n  }\n": typeof types.DeleteRegularPanelDocument,
    "\n  mutation CreateStudentTablePanel($data: CreateAreaPanelInput!) {\n    createStudentTablePanel(data: $data) {\n      ...AreaPanelFields\n    }\n  }\n": typeof types.CreateStudentTablePanelDocument,
    "\n  mutation UpdateStudentTablePanel($id: ID!, $data: UpdateAreaPanelInput!) {\n    updateStudentTablePanel(id: $id, data: $data) {\n      ...AreaPanelFields\n    }\n  }\n": typeof types.UpdateStudentTablePanelDocument,
    "\n  mutation DeleteStudentTablePanel($id: ID!) {\n    deleteStudentTablePanel(id: $id)\n  }\n": typeof types.DeleteStudentTablePanelDocument,
    "\n  mutation LeaveOutOfPanels($presentationId: ID!) {\n    leaveOutOfPanels(presentationId: $presentationId) {\n      ...AreaPanelPaperFields\n    }\n  }\n": typeof types.LeaveOutOfPanelsDocument,
    "\n  mutation ReturnToPanels($presentationId: ID!) {\n    returnToPanels(presentationId: $presentationId) {\n      ...AreaPanelPaperFields\n    }\n  }\n": typeof types.ReturnToPanelsDocument,
    "\n  query MyAccount {\n    myAccount {\n      chargedCents\n      paidCents\n      balanceCents\n      underReviewCents\n      creditCents\n    }\n  }\n": typeof types.MyAccountDocument,
    "\n  query MyCharges($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {\n    myCharges(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        kind\n        description\n        amountCents\n        paidCents\n        underReviewCents\n        pendingCents\n        status\n        createdAt\n      }\n    }\n  }\n": typeof types.MyChargesDocument,
    "\n  query MyPayments($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection, $status: [PaymentStatus!]) {\n    myPayments(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        amountCents\n        method\n        channel\n        status\n        createdAt\n        decidedAt\n        checkoutUrl\n        receiptNumber\n        receiptUrl\n        charges {\n          chargeId\n          description\n          amountCents\n        }\n      }\n    }\n  }\n": typeof types.MyPaymentsDocument,
    "\n  query MyPayment($id: ID!) {\n    myPayment(id: $id) {\n      id\n      amountCents\n      status\n      createdAt\n      decidedAt\n      checkoutUrl\n      receiptNumber\n      receiptUrl\n      charges {\n        chargeId\n        description\n        amountCents\n      }\n    }\n  }\n": typeof types.MyPaymentDocument,
    "\n  mutation CreatePayment($payments: [ID!]!) {\n    createPayment(payments: $payments) {\n      checkoutUrl\n      payment {\n        id\n        status\n      }\n    }\n  }\n": typeof types.CreatePaymentDocument,
    "\n  fragment ProfileFields on MyProfile {\n      account { id email firstName lastName document pendingEmail }\n      personal {\n        id dateBirth gender location address postalCode principalContactNumber secondaryContactNumber\n        country { id name provincesCount } province { id name } provinceName\n      }\n      professional {\n        id email location address postalCode principalContactNumber secondaryContactNumber\n        country { id name provincesCount } province { id name } provinceName\n      }\n      academic {\n        id otherComplementaryStudies\n        firstInstitution { id name } secondaryInstitution { id name }\n        universityCareer { id name } universityInstitution { id name } universityTitle { id name }\n        masterCareer { id name } masterInstitution { id name } masterTitle { id name }\n        doctorateCareer { id name } doctorateInstitution { id name } doctorateTitle { id name }\n      }\n  }\n": typeof types.ProfileFieldsFragmentDoc,
    "\n  query MyProfile { myProfile { ...ProfileFields } }\n": typeof types.MyProfileDocument,
    "\n  query UserProfile($userId: ID!) { userProfile(userId: $userId) { ...ProfileFields } }\n": typeof types.UserProfileDocument,
    "\n  mutation UpdateMeAccount($data: AccountInput!) { updateMeAccount(data: $data) { id email firstName lastName document pendingEmail } }\n": typeof types.UpdateMeAccountDocument,
    "\n  mutation UpdateMePersonalInfo($data: PersonalInfoInput!) { updateMePersonalInfo(data: $data) { id } }\n": typeof types.UpdateMePersonalInfoDocument,
    "\n  mutation UpdateMeProffesionalInfo($data: ProfessionalInfoInput!) { updateMeProffesionalInfo(data: $data) { id } }\n": typeof types.UpdateMeProffesionalInfoDocument,
    "\n  mutation UpdateMeAcademicInfo($data: AcademicInfoInput!) { updateMeAcademicInfo(data: $data) { id } }\n": typeof types.UpdateMeAcademicInfoDocument,
    "\n  mutation UpdateUserPersonalInfo($userId: ID!, $data: PersonalInfoInput!) { updateUserPersonalInfo(userId: $userId, data: $data) { id } }\n": typeof types.UpdateUserPersonalInfoDocument,
    "\n  mutation UpdateUserProfessionalInfo($userId: ID!, $data: ProfessionalInfoInput!) { updateUserProfessionalInfo(userId: $userId, data: $data) { id } }\n": typeof types.UpdateUserProfessionalInfoDocument,
    "\n  mutation UpdateUserAcademicInfo($userId: ID!, $data: AcademicInfoInput!) { updateUserAcademicInfo(userId: $userId, data: $data) { id } }\n": typeof types.UpdateUserAcademicInfoDocument,
    "\n  query Provinces($countryId: ID!) { provinces(countryId: $countryId) { id name } }\n": typeof types.ProvincesDocument,
    "\n  query CountryOptions($search: String) { countries(search: $search, pageSize: 20) { items { id name provincesCount } } }\n": typeof types.CountryOptionsDocument,
    "\n  query InstitutionOptions($search: String) { institutions(search: $search, pageSize: 20) { items { id name } } }\n": typeof types.InstitutionOptionsDocument,
    "\n  query UniversityOptions($search: String) { universities(search: $search, pageSize: 20) { items { id name } } }\n": typeof types.UniversityOptionsDocument,
    "\n  query CareerOptions($search: String) { careers(search: $search) { id name } }\n": typeof types.CareerOptionsDocument,
    "\n  query AcademicTitleOptions($search: String) { academicTitles(search: $search) { id name } }\n": typeof types.AcademicTitleOptionsDocument,
    "\n  mutation UpdatePassword($oldPassword: String!, $newPassword: String!) {\n    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": typeof types.UpdatePasswordDocument,
    "\n  mutation ConfirmEmailChange($token: String!) { confirmEmailChange(token: $token) { email } }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  fragment ProposalFields on Proposal {\n    id\n    kind\n    status\n    title\n    abstract\n    keywords\n    inscriptionId\n    thematicArea {\n      id\n      name\n    }\n    conference {\n      id\n      name\n    }\n    authors {\n      position\n      name\n      email\n      isSubmitter\n      linked\n      invited\n    }\n    details {\n      __typename\n      ... on StudentPaperDetails {\n        studentCareer\n        studentInstitution\n      }\n      ... on ClosedPanelDetails {\n        rationale\n        chair {\n          name\n          email\n        }\n        commentator {\n          name\n          email\n        }\n        papers {\n          title\n          abstract\n          authors {\n            name\n            email\n          }\n        }\n      }\n      ... on ResearchGroupDetails {\n        groupName\n        institution\n        director\n        members\n      }\n      ... on BookDetails {\n        bookAuthors\n        publisher\n        year\n        isbn\n        presenters\n      }\n    }\n    file {\n      id\n      name\n      sizeBytes\n      contentType\n      uploadedAt\n      url\n    }\n    viewerRole\n    permissions {\n      canEdit\n      canDelete\n      canUpload\n    }\n    windowOpen\n    createdAt\n    updatedAt\n  }\n": typeof types.ProposalFieldsFragmentDoc,
    "\n  query MyProposals(\n    $inscriptionId: ID!\n    $page: Int\n    $pageSize: Int\n    $search: String\n    $sort: String\n    $direction: SortDirection\n    $kind: SubmissionType\n    $status: ProposalStatus\n  ) {\n    myProposals(inscriptionId: $inscriptionId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, kind: $kind, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        kind\n        status\n        title\n        thematicArea {\n          id\n          name\n        }\n        file {\n          id\n          name\n        }\n        viewerRole\n        permissions {\n          canEdit\n          canDelete\n          canUpload\n        }\n        createdAt\n      }\n    }\n  }\n": typeof types.MyProposalsDocument,
    "\n  query ProposalSubmission($inscriptionId: ID!) {\n    proposalSubmission(inscriptionId: $inscriptionId) {\n      inscription {\n        id\n        conference {\n          id\n          name\n        }\n      }\n      limits {\n        abstractMaxWords\n        keywordsMin\n        keywordsMax\n        authorsMax\n        panelPapersMin\n        panelPapersMax\n        maxFileMb\n      }\n      areas {\n        id\n        name\n      }\n      windows {\n        type\n        opensOn\n        closesOn\n        open\n        label\n      }\n      firstAuthor {\n        email\n        name\n      }\n    }\n  }\n": typeof types.ProposalSubmissionDocument,
    "\n  query Proposal($id: ID!) {\n    proposal(id: $id) {\n      ...ProposalFields\n    }\n  }\n": typeof types.ProposalDocument,
    "\n  mutation CreatePaper($data: PaperInput!) {\n    createPaper(data: $data) {\n      id\n    }\n  }\n": typeof types.CreatePaperDocument,
    "\n  mutation UpdatePaper($id: ID!, $data: PaperUpdateInput!) {\n    updatePaper(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n": typeof types.UpdatePaperDocument,
    "\n  mutation DeletePaper($id: ID!) {\n    deletePaper(id: $id)\n  }\n": typeof types.DeletePaperDocument,
    "\n  mutation CreateStudentPaper($data: StudentPaperInput!) {\n    createStudentPaper(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateStudentPaperDocument,
    "\n  mutation UpdateStudentPaper($id: ID!, $data: StudentPaperUpdateInput!) {\n    updateStudentPaper(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n": typeof types.UpdateStudentPaperDocument,
    "\n  mutation DeleteStudentPaper($id: ID!) {\n    deleteStudentPaper(id: $id)\n  }\n": typeof types.DeleteStudentPaperDocument,
    "\n  mutation CreateClosedPanel($data: ClosedPanelInput!) {\n    createClosedPanel(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateClosedPanelDocument,
    "\n  mutation UpdateClosedPanel($id: ID!, $data: ClosedPanelUpdateInput!) {\n    updateClosedPanel(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n": typeof types.UpdateClosedPanelDocument,
    "\n  mutation DeleteClosedPanel($id: ID!) {\n    deleteClosedPanel(id: $id)\n  }\n": typeof types.DeleteClosedPanelDocument,
    "\n  mutation CreateResearchGroup($data: ResearchGroupInput!) {\n    createResearchGroup(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateResearchGroupDocument,
    "\n  mutation UpdateResearchGroup($id: ID!, $data: ResearchGroupUpdateInput!) {\n    updateResearchGroup(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n": typeof types.UpdateResearchGroupDocument,
    "\n  mutation DeleteResearchGroup($id: ID!) {\n    deleteResearchGroup(id: $id)\n  }\n": typeof types.DeleteResearchGroupDocument,
    "\n  mutation CreateBook($data: BookInput!) {\n    createBook(data: $data) {\n      id\n    }\n  }\n": typeof types.CreateBookDocument,
    "\n  mutation UpdateBook($id: ID!, $data: BookUpdateInput!) {\n    updateBook(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n": typeof types.UpdateBookDocument,
    "\n  mutation DeleteBook($id: ID!) {\n    deleteBook(id: $id)\n  }\n": typeof types.DeleteBookDocument,
    "\n  mutation AttachProposalFile($presentationId: ID!, $fileId: ID!) {\n    attachProposalFile(presentationId: $presentationId, fileId: $fileId) {\n      ...ProposalFields\n    }\n  }\n": typeof types.AttachProposalFileDocument,
    "\n  query Users(\n    $page: Int\n    $pageSize: Int\n    $search: String\n    $sort: String\n    $direction: SortDirection\n    $role: GlobalRole\n    $membershipStatus: UserMembershipStatus\n  ) {\n    users(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      sort: $sort\n      direction: $direction\n      role: $role\n      membershipStatus: $membershipStatus\n    ) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        firstName\n        lastName\n        email\n        document\n        enabled\n        created\n        roles\n        membershipStatus\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  fragment UserDetailFields on UserDetail {\n    id\n    firstName\n    lastName\n    email\n    document\n    enabled\n    created\n    roles\n    conferenceRoles {\n      id\n      role\n      conference {\n        id\n        name\n      }\n      thematicArea {\n        id\n        name\n      }\n    }\n    memberships {\n      id\n      year\n      terminatedMember\n      state\n      category {\n        id\n        name\n      }\n      permissions {\n        canTerminate\n      }\n    }\n    charges {\n      id\n      description\n      amountCents\n      status\n      created\n    }\n    auditEntries {\n      id\n      action\n      actionLabel\n      actorName\n      created\n      summary\n    }\n    permissions {\n      grantableRoles\n      revocableRoles\n      canSetEnabled\n      canSendRecoveryEmail\n      canEditProfile\n    }\n  }\n": typeof types.UserDetailFieldsFragmentDoc,
    "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserDetailFields\n    }\n  }\n": typeof types.UserDocument,
    "\n  mutation GrantRole($userId: ID!, $role: GlobalRole!) {\n    grantRole(userId: $userId, role: $role) {\n      ...UserDetailFields\n    }\n  }\n": typeof types.GrantRoleDocument,
    "\n  mutation RevokeRole($userId: ID!, $role: GlobalRole!) {\n    revokeRole(userId: $userId, role: $role) {\n      ...UserDetailFields\n    }\n  }\n": typeof types.RevokeRoleDocument,
    "\n  mutation SetUserEnabled($userId: ID!, $enabled: Boolean!) {\n    setUserEnabled(userId: $userId, enabled: $enabled) {\n      ...UserDetailFields\n    }\n  }\n": typeof types.SetUserEnabledDocument,
    "\n  mutation SendRecoveryEmail($userId: ID!) {\n    sendRecoveryEmail(userId: $userId)\n  }\n": typeof types.SendRecoveryEmailDocument,
    "\n  mutation TerminateMembership($membershipId: ID!) {\n    terminateMembership(membershipId: $membershipId) {\n      id\n      terminatedMember\n    }\n  }\n": typeof types.TerminateMembershipDocument,
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      token\n      refreshToken\n      expire\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      document\n      roles\n      conferenceRoles {\n        role\n        conference {\n          id\n          name\n        }\n        thematicArea {\n          id\n          name\n        }\n      }\n      activeMembership {\n        id\n        year\n        terminatedMember\n        created\n        category {\n          id\n          name\n        }\n      }\n      permissions {\n        canViewMemberships\n      }\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      refreshToken\n      expire\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation RecoveryPasswordInit($username: String!) {\n    recoveryPasswordInit(username: $username)\n  }\n": types.RecoveryPasswordInitDocument,
    "\n  mutation RecoveryPassword($token: String!, $email: String!, $newPassword: String!) {\n    recoveryPassword(token: $token, email: $email, newPassword: $newPassword)\n  }\n": types.RecoveryPasswordDocument,
    "\n  query Institutions($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    institutions(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name code }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n": types.InstitutionsDocument,
    "\n  mutation CreateInstitution($data: InstitutionInput!) { createInstitution(data: $data) { id name code } }\n": types.CreateInstitutionDocument,
    "\n  mutation UpdateInstitution($id: ID!, $data: InstitutionInput!) { updateInstitution(id: $id, data: $data) { id name code } }\n": types.UpdateInstitutionDocument,
    "\n  mutation DeleteInstitution($id: ID!) { deleteInstitution(id: $id) }\n": types.DeleteInstitutionDocument,
    "\n  query Universities($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    universities(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n": types.UniversitiesDocument,
    "\n  mutation CreateUniversity($data: UniversityInput!) { createUniversity(data: $data) { id name } }\n": types.CreateUniversityDocument,
    "\n  mutation UpdateUniversity($id: ID!, $data: UniversityInput!) { updateUniversity(id: $id, data: $data) { id name } }\n": types.UpdateUniversityDocument,
    "\n  mutation DeleteUniversity($id: ID!) { deleteUniversity(id: $id) }\n": types.DeleteUniversityDocument,
    "\n  query ThematicAreas($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    thematicAreas(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n": types.ThematicAreasDocument,
    "\n  mutation CreateThematicArea($data: ThematicAreaInput!) { createThematicArea(data: $data) { id name } }\n": types.CreateThematicAreaDocument,
    "\n  mutation UpdateThematicArea($id: ID!, $data: ThematicAreaInput!) { updateThematicArea(id: $id, data: $data) { id name } }\n": types.UpdateThematicAreaDocument,
    "\n  mutation DeleteThematicArea($id: ID!) { deleteThematicArea(id: $id) }\n": types.DeleteThematicAreaDocument,
    "\n  query Countries($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    countries(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name code provincesCount }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n": types.CountriesDocument,
    "\n  mutation CreateCountry($data: CountryInput!) { createCountry(data: $data) { id name code provincesCount } }\n": types.CreateCountryDocument,
    "\n  mutation UpdateCountry($id: ID!, $data: CountryInput!) { updateCountry(id: $id, data: $data) { id name code provincesCount } }\n": types.UpdateCountryDocument,
    "\n  mutation DeleteCountry($id: ID!) { deleteCountry(id: $id) }\n": types.DeleteCountryDocument,
    "\n  query PendingCatalogueEntries($catalogue: GrowingCatalogue!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    pendingCatalogueEntries(catalogue: $catalogue, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name createdAt authorName usageCount }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n": types.PendingCatalogueEntriesDocument,
    "\n  mutation AcceptCatalogueEntry($catalogue: GrowingCatalogue!, $id: ID!) { acceptCatalogueEntry(catalogue: $catalogue, id: $id) { id name } }\n": types.AcceptCatalogueEntryDocument,
    "\n  mutation MergeCatalogueEntry($catalogue: GrowingCatalogue!, $id: ID!, $intoId: ID!) { mergeCatalogueEntry(catalogue: $catalogue, id: $id, intoId: $intoId) { id name } }\n": types.MergeCatalogueEntryDocument,
    "\n  query AcceptedCareers($search: String) { careers(search: $search, acceptedOnly: true) { id name } }\n": types.AcceptedCareersDocument,
    "\n  query AcceptedAcademicTitles($search: String) { academicTitles(search: $search, acceptedOnly: true) { id name } }\n": types.AcceptedAcademicTitlesDocument,
    "\n  query ConferenceList($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    conferences(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ConferenceFields\n      }\n    }\n  }\n": types.ConferenceListDocument,
    "\n  fragment ConferenceFields on Conference {\n    id\n    name\n    edition\n    venue\n    inscriptionStart\n    inscriptionEnd\n    startDate\n    endDate\n    isCurrent\n    abstractMaxWords\n    keywordsMin\n    keywordsMax\n    authorsMax\n    panelPapersMin\n    panelPapersMax\n    maxFileMb\n    staffCount\n    windows {\n      type\n      opensOn\n      closesOn\n    }\n    thematicAreas {\n      id\n      name\n    }\n    categories {\n      id\n      name\n      memberFeeCents\n      nonMemberFeeCents\n      isStudent\n    }\n    permissions {\n      canEdit\n      canDelete\n      canMakeCurrent\n      canManageStaff\n    }\n  }\n": types.ConferenceFieldsFragmentDoc,
    "\n  query Conference($id: ID!) {\n    conference(id: $id) {\n      ...ConferenceFields\n    }\n  }\n": types.ConferenceDocument,
    "\n  query ConferenceAreaOptions {\n    thematicAreas(pageSize: 100, sort: \"name\") {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.ConferenceAreaOptionsDocument,
    "\n  mutation CreateConference($data: ConferenceInput!) {\n    createConference(data: $data) {\n      ...ConferenceFields\n    }\n  }\n": types.CreateConferenceDocument,
    "\n  mutation UpdateConference($id: ID!, $data: ConferenceInput!) {\n    updateConference(id: $id, data: $data) {\n      ...ConferenceFields\n    }\n  }\n": types.UpdateConferenceDocument,
    "\n  mutation DeleteConference($id: ID!) {\n    deleteConference(id: $id)\n  }\n": types.DeleteConferenceDocument,
    "\n  mutation SetCurrentConference($id: ID!) {\n    setCurrentConference(id: $id) {\n      id\n      isCurrent\n    }\n  }\n": types.SetCurrentConferenceDocument,
    "\n  query ConferenceStaff($conferenceId: ID!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    conferenceStaff(conferenceId: $conferenceId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        firstName\n        lastName\n        email\n        roles {\n          id\n          role\n          thematicAreaId\n          thematicAreaName\n        }\n      }\n    }\n  }\n": types.ConferenceStaffDocument,
    "\n  query StaffCandidates($search: String!) {\n    staffCandidates(search: $search) {\n      id\n      firstName\n      lastName\n      email\n      document\n    }\n  }\n": types.StaffCandidatesDocument,
    "\n  mutation GrantConferenceRole($conferenceId: ID!, $data: GrantConferenceRoleInput!) {\n    grantConferenceRole(conferenceId: $conferenceId, data: $data) {\n      id\n    }\n  }\n": types.GrantConferenceRoleDocument,
    "\n  mutation RevokeConferenceRole($id: ID!) {\n    revokeConferenceRole(id: $id)\n  }\n": types.RevokeConferenceRoleDocument,
    "\n  query Home {\n    currentConference {\n      id\n      name\n      edition\n      venue\n      startDate\n      endDate\n      inscriptionStart\n      inscriptionEnd\n    }\n    me {\n      id\n      activeMembership {\n        id\n        year\n        paid\n        category {\n          id\n          name\n        }\n      }\n    }\n    publishedNews(limit: 6) {\n      id\n      product\n      title\n      summary\n      body\n      imageUrl\n      publishAt\n    }\n    publishedJournalIssues(limit: 3) {\n      id\n      title\n      number\n      year\n      link\n      coverUrl\n      pdfUrl\n    }\n  }\n": types.HomeDocument,
    "\n  fragment InscriptionFields on Inscription {\n    id\n    registrationDate\n    universityCareer\n    proposalCount\n    conference {\n      id\n      name\n      edition\n      venue\n      startDate\n      endDate\n      inscriptionStart\n      inscriptionEnd\n    }\n    category {\n      id\n      name\n      isStudent\n    }\n    charge {\n      id\n      amountCents\n      status\n      paidAt\n      feeApplied\n    }\n    permissions {\n      canUpdateCareer\n    }\n  }\n": types.InscriptionFieldsFragmentDoc,
    "\n  query InscriptionOffer($conferenceId: ID!) {\n    inscriptionOffer(conferenceId: $conferenceId) {\n      phase\n      today\n      feeReason\n      feeReasonText\n      conference {\n        id\n        name\n        edition\n        venue\n        startDate\n        endDate\n        inscriptionStart\n        inscriptionEnd\n      }\n      categories {\n        id\n        name\n        isStudent\n        memberFeeCents\n        nonMemberFeeCents\n        applicableFeeCents\n      }\n      myInscription {\n        ...InscriptionFields\n      }\n    }\n  }\n": types.InscriptionOfferDocument,
    "\n  mutation CreateInscription($categoryId: ID!, $conferenceId: ID!) {\n    createInscription(categoryId: $categoryId, conferenceId: $conferenceId) {\n      ...InscriptionFields\n    }\n  }\n": types.CreateInscriptionDocument,
    "\n  mutation UpdateInscription($universityCareer: String!, $conferenceId: ID) {\n    updateInscription(universityCareer: $universityCareer, conferenceId: $conferenceId) {\n      ...InscriptionFields\n    }\n  }\n": types.UpdateInscriptionDocument,
    "\n  query MyInscriptions($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {\n    myInscriptions(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...InscriptionFields\n      }\n    }\n  }\n": types.MyInscriptionsDocument,
    "\n  query CurrentConferenceId {\n    currentConference {\n      id\n      name\n    }\n  }\n": types.CurrentConferenceIdDocument,
    "\n  query MembershipCategoryList($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    membershipCategoryList(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        name\n        yearlyFeeCents\n        isStudent\n        active\n        membershipCount\n      }\n    }\n  }\n": types.MembershipCategoryListDocument,
    "\n  mutation CreateMembershipCategory($data: MembershipCategoryInput!) {\n    createMembershipCategory(data: $data) {\n      id\n      name\n    }\n  }\n": types.CreateMembershipCategoryDocument,
    "\n  mutation UpdateMembershipCategory($id: ID!, $data: MembershipCategoryInput!) {\n    updateMembershipCategory(id: $id, data: $data) {\n      id\n      name\n      yearlyFeeCents\n      isStudent\n      active\n      membershipCount\n    }\n  }\n": types.UpdateMembershipCategoryDocument,
    "\n  mutation DeleteMembershipCategory($id: ID!) {\n    deleteMembershipCategory(id: $id)\n  }\n": types.DeleteMembershipCategoryDocument,
    "\n  mutation GenerateMembershipCharges($year: Int!) {\n    generateMembershipCharges(year: $year)\n  }\n": types.GenerateMembershipChargesDocument,
    "\n  query MembershipCategories {\n    membershipCategories {\n      id\n      name\n      yearlyFeeCents\n      isStudent\n    }\n  }\n": types.MembershipCategoriesDocument,
    "\n  mutation Register($register: RegisterInput!) {\n    register(register: $register)\n  }\n": types.RegisterDocument,
    "\n  mutation ConfirmRegistration($token: String!) {\n    confirmRegistration(token: $token) {\n      membershipId\n      email\n      year\n      categoryName\n      amountCents\n    }\n  }\n": types.ConfirmRegistrationDocument,
    "\n  query MyMemberships($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {\n    myMemberships(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        year\n        created\n        terminatedMember\n        terminatedAt\n        universityCareer\n        studentCategory\n        paid\n        category {\n          id\n          name\n        }\n        charge {\n          id\n          amountCents\n          status\n        }\n      }\n    }\n  }\n": types.MyMembershipsDocument,
    "\n  mutation Asociate($categoryId: Int!) {\n    asociate(categoryId: $categoryId) {\n      id\n      year\n      category {\n        id\n        name\n      }\n    }\n  }\n": types.AsociateDocument,
    "\n  mutation UpdateMembership($universityCareer: String!) {\n    updateMembership(universityCareer: $universityCareer) {\n      id\n      universityCareer\n    }\n  }\n": types.UpdateMembershipDocument,
    "\n  query NewsItems($product: NewsProduct!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: PublicationStatus) {\n    newsItems(product: $product, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        title\n        summary\n        status\n        publishAt\n        imageUrl\n      }\n    }\n  }\n": types.NewsItemsDocument,
    "\n  query NewsItem($id: ID!) {\n    newsItem(id: $id) {\n      id\n      product\n      title\n      summary\n      body\n      imageFileId\n      imageUrl\n      status\n      publishAt\n    }\n  }\n": types.NewsItemDocument,
    "\n  mutation CreateNews($data: NewsInput!) {\n    createNews(data: $data) {\n      id\n    }\n  }\n": types.CreateNewsDocument,
    "\n  mutation UpdateNews($id: ID!, $data: NewsInput!) {\n    updateNews(id: $id, data: $data) {\n      id\n      product\n      title\n      summary\n      body\n      imageFileId\n      imageUrl\n      status\n      publishAt\n    }\n  }\n": types.UpdateNewsDocument,
    "\n  mutation DeleteNews($id: ID!) {\n    deleteNews(id: $id)\n  }\n": types.DeleteNewsDocument,
    "\n  query JournalIssues($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: PublicationStatus) {\n    journalIssues(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        title\n        number\n        year\n        link\n        pdfUrl\n        coverUrl\n        status\n        publishAt\n      }\n    }\n  }\n": types.JournalIssuesDocument,
    "\n  query JournalIssue($id: ID!) {\n    journalIssue(id: $id) {\n      id\n      title\n      number\n      year\n      link\n      coverFileId\n      coverUrl\n      pdfFileId\n      pdfUrl\n      status\n      publishAt\n    }\n  }\n": types.JournalIssueDocument,
    "\n  mutation CreateJournalIssue($data: JournalIssueInput!) {\n    createJournalIssue(data: $data) {\n      id\n    }\n  }\n": types.CreateJournalIssueDocument,
    "\n  mutation UpdateJournalIssue($id: ID!, $data: JournalIssueInput!) {\n    updateJournalIssue(id: $id, data: $data) {\n      id\n      title\n      number\n      year\n      link\n      coverFileId\n      coverUrl\n      pdfFileId\n      pdfUrl\n      status\n      publishAt\n    }\n  }\n": types.UpdateJournalIssueDocument,
    "\n  mutation DeleteJournalIssue($id: ID!) {\n    deleteJournalIssue(id: $id)\n  }\n": types.DeleteJournalIssueDocument,
    "\n  fragment AreaPanelPaperFields on AreaPanelPaper {\n    id\n    title\n    status\n    keywords\n    authors\n  }\n": types.AreaPanelPaperFieldsFragmentDoc,
    "\n  fragment AreaPanelFields on AreaPanel {\n    id\n    kind\n    name\n    status\n    thematicArea {\n      id\n      name\n    }\n    chair {\n      userId\n      name\n    }\n    commentator {\n      userId\n      name\n    }\n    items {\n      ...AreaPanelPaperFields\n    }\n    permissions {\n      canEdit\n      canDelete\n    }\n  }\n": types.AreaPanelFieldsFragmentDoc,
    "\n  query PanelSetup($conferenceId: ID!) {\n    panelSetup(conferenceId: $conferenceId) {\n      conferenceId\n      conferenceName\n      minPapers\n      maxPapers\n      areas {\n        id\n        name\n      }\n    }\n  }\n": types.PanelSetupDocument,
    "\n  query RegularPanels($conferenceId: ID!, $thematicAreaId: ID, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    regularPanels(conferenceId: $conferenceId, thematicAreaId: $thematicAreaId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...AreaPanelFields\n      }\n    }\n  }\n": types.RegularPanelsDocument,
    "\n  query StudentTablePanels($conferenceId: ID!, $thematicAreaId: ID, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    studentTablePanels(conferenceId: $conferenceId, thematicAreaId: $thematicAreaId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...AreaPanelFields\n      }\n    }\n  }\n": types.StudentTablePanelsDocument,
    "\n  query Panel($id: ID!) {\n    panel(id: $id) {\n      ...AreaPanelFields\n    }\n  }\n": types.PanelDocument,
    "\n  query PanelCandidates($conferenceId: ID!, $kind: AreaPanelKind!, $thematicAreaId: ID!) {\n    panelCandidates(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId) {\n      ...AreaPanelPaperFields\n    }\n  }\n": types.PanelCandidatesDocument,
    "\n  query PanelSuggestions($conferenceId: ID!, $kind: AreaPanelKind!, $thematicAreaId: ID!) {\n    panelSuggestions(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId) {\n      name\n      sharedKeywords\n      institutionClash\n      items {\n        ...AreaPanelPaperFields\n      }\n    }\n  }\n": types.PanelSuggestionsDocument,
    "\n  query PanelPersonCandidates($conferenceId: ID!, $search: String) {\n    panelPersonCandidates(conferenceId: $conferenceId, search: $search) {\n      id\n      name\n      email\n    }\n  }\n": types.PanelPersonCandidatesDocument,
    "\n  mutation CreateRegularPanel($data: CreateAreaPanelInput!) {\n    createRegularPanel(data: $data) {\n      ...AreaPanelFields\n    }\n  }\n": types.CreateRegularPanelDocument,
    "\n  mutation UpdateRegularPanel($id: ID!, $data: UpdateAreaPanelInput!) {\n    updateRegularPanel(id: $id, data: $data) {\n      ...AreaPanelFields\n    }\n  }\n": types.UpdateRegularPanelDocument,
    "\n  mutation DeleteRegularPanel($id: ID!) {\n    deleteRegularPanel(id: $id)\n  }\n": types.DeleteRegularPanelDocument,
    "\n  mutation CreateStudentTablePanel($data: CreateAreaPanelInput!) {\n    createStudentTablePanel(data: $data) {\n      ...AreaPanelFields\n    }\n  }\n": types.CreateStudentTablePanelDocument,
    "\n  mutation UpdateStudentTablePanel($id: ID!, $data: UpdateAreaPanelInput!) {\n    updateStudentTablePanel(id: $id, data: $data) {\n      ...AreaPanelFields\n    }\n  }\n": types.UpdateStudentTablePanelDocument,
    "\n  mutation DeleteStudentTablePanel($id: ID!) {\n    deleteStudentTablePanel(id: $id)\n  }\n": types.DeleteStudentTablePanelDocument,
    "\n  mutation LeaveOutOfPanels($presentationId: ID!) {\n    leaveOutOfPanels(presentationId: $presentationId) {\n      ...AreaPanelPaperFields\n    }\n  }\n": types.LeaveOutOfPanelsDocument,
    "\n  mutation ReturnToPanels($presentationId: ID!) {\n    returnToPanels(presentationId: $presentationId) {\n      ...AreaPanelPaperFields\n    }\n  }\n": types.ReturnToPanelsDocument,
    "\n  query MyAccount {\n    myAccount {\n      chargedCents\n      paidCents\n      balanceCents\n      underReviewCents\n      creditCents\n    }\n  }\n": types.MyAccountDocument,
    "\n  query MyCharges($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {\n    myCharges(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        kind\n        description\n        amountCents\n        paidCents\n        underReviewCents\n        pendingCents\n        status\n        createdAt\n      }\n    }\n  }\n": types.MyChargesDocument,
    "\n  query MyPayments($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection, $status: [PaymentStatus!]) {\n    myPayments(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        amountCents\n        method\n        channel\n        status\n        createdAt\n        decidedAt\n        checkoutUrl\n        receiptNumber\n        receiptUrl\n        charges {\n          chargeId\n          description\n          amountCents\n        }\n      }\n    }\n  }\n": types.MyPaymentsDocument,
    "\n  query MyPayment($id: ID!) {\n    myPayment(id: $id) {\n      id\n      amountCents\n      status\n      createdAt\n      decidedAt\n      checkoutUrl\n      receiptNumber\n      receiptUrl\n      charges {\n        chargeId\n        description\n        amountCents\n      }\n    }\n  }\n": types.MyPaymentDocument,
    "\n  mutation CreatePayment($payments: [ID!]!) {\n    createPayment(payments: $payments) {\n      checkoutUrl\n      payment {\n        id\n        status\n      }\n    }\n  }\n": types.CreatePaymentDocument,
    "\n  fragment ProfileFields on MyProfile {\n      account { id email firstName lastName document pendingEmail }\n      personal {\n        id dateBirth gender location address postalCode principalContactNumber secondaryContactNumber\n        country { id name provincesCount } province { id name } provinceName\n      }\n      professional {\n        id email location address postalCode principalContactNumber secondaryContactNumber\n        country { id name provincesCount } province { id name } provinceName\n      }\n      academic {\n        id otherComplementaryStudies\n        firstInstitution { id name } secondaryInstitution { id name }\n        universityCareer { id name } universityInstitution { id name } universityTitle { id name }\n        masterCareer { id name } masterInstitution { id name } masterTitle { id name }\n        doctorateCareer { id name } doctorateInstitution { id name } doctorateTitle { id name }\n      }\n  }\n": types.ProfileFieldsFragmentDoc,
    "\n  query MyProfile { myProfile { ...ProfileFields } }\n": types.MyProfileDocument,
    "\n  query UserProfile($userId: ID!) { userProfile(userId: $userId) { ...ProfileFields } }\n": types.UserProfileDocument,
    "\n  mutation UpdateMeAccount($data: AccountInput!) { updateMeAccount(data: $data) { id email firstName lastName document pendingEmail } }\n": types.UpdateMeAccountDocument,
    "\n  mutation UpdateMePersonalInfo($data: PersonalInfoInput!) { updateMePersonalInfo(data: $data) { id } }\n": types.UpdateMePersonalInfoDocument,
    "\n  mutation UpdateMeProffesionalInfo($data: ProfessionalInfoInput!) { updateMeProffesionalInfo(data: $data) { id } }\n": types.UpdateMeProffesionalInfoDocument,
    "\n  mutation UpdateMeAcademicInfo($data: AcademicInfoInput!) { updateMeAcademicInfo(data: $data) { id } }\n": types.UpdateMeAcademicInfoDocument,
    "\n  mutation UpdateUserPersonalInfo($userId: ID!, $data: PersonalInfoInput!) { updateUserPersonalInfo(userId: $userId, data: $data) { id } }\n": types.UpdateUserPersonalInfoDocument,
    "\n  mutation UpdateUserProfessionalInfo($userId: ID!, $data: ProfessionalInfoInput!) { updateUserProfessionalInfo(userId: $userId, data: $data) { id } }\n": types.UpdateUserProfessionalInfoDocument,
    "\n  mutation UpdateUserAcademicInfo($userId: ID!, $data: AcademicInfoInput!) { updateUserAcademicInfo(userId: $userId, data: $data) { id } }\n": types.UpdateUserAcademicInfoDocument,
    "\n  query Provinces($countryId: ID!) { provinces(countryId: $countryId) { id name } }\n": types.ProvincesDocument,
    "\n  query CountryOptions($search: String) { countries(search: $search, pageSize: 20) { items { id name provincesCount } } }\n": types.CountryOptionsDocument,
    "\n  query InstitutionOptions($search: String) { institutions(search: $search, pageSize: 20) { items { id name } } }\n": types.InstitutionOptionsDocument,
    "\n  query UniversityOptions($search: String) { universities(search: $search, pageSize: 20) { items { id name } } }\n": types.UniversityOptionsDocument,
    "\n  query CareerOptions($search: String) { careers(search: $search) { id name } }\n": types.CareerOptionsDocument,
    "\n  query AcademicTitleOptions($search: String) { academicTitles(search: $search) { id name } }\n": types.AcademicTitleOptionsDocument,
    "\n  mutation UpdatePassword($oldPassword: String!, $newPassword: String!) {\n    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": types.UpdatePasswordDocument,
    "\n  mutation ConfirmEmailChange($token: String!) { confirmEmailChange(token: $token) { email } }\n": types.ConfirmEmailChangeDocument,
    "\n  fragment ProposalFields on Proposal {\n    id\n    kind\n    status\n    title\n    abstract\n    keywords\n    inscriptionId\n    thematicArea {\n      id\n      name\n    }\n    conference {\n      id\n      name\n    }\n    authors {\n      position\n      name\n      email\n      isSubmitter\n      linked\n      invited\n    }\n    details {\n      __typename\n      ... on StudentPaperDetails {\n        studentCareer\n        studentInstitution\n      }\n      ... on ClosedPanelDetails {\n        rationale\n        chair {\n          name\n          email\n        }\n        commentator {\n          name\n          email\n        }\n        papers {\n          title\n          abstract\n          authors {\n            name\n            email\n          }\n        }\n      }\n      ... on ResearchGroupDetails {\n        groupName\n        institution\n        director\n        members\n      }\n      ... on BookDetails {\n        bookAuthors\n        publisher\n        year\n        isbn\n        presenters\n      }\n    }\n    file {\n      id\n      name\n      sizeBytes\n      contentType\n      uploadedAt\n      url\n    }\n    viewerRole\n    permissions {\n      canEdit\n      canDelete\n      canUpload\n    }\n    windowOpen\n    createdAt\n    updatedAt\n  }\n": types.ProposalFieldsFragmentDoc,
    "\n  query MyProposals(\n    $inscriptionId: ID!\n    $page: Int\n    $pageSize: Int\n    $search: String\n    $sort: String\n    $direction: SortDirection\n    $kind: SubmissionType\n    $status: ProposalStatus\n  ) {\n    myProposals(inscriptionId: $inscriptionId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, kind: $kind, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        kind\n        status\n        title\n        thematicArea {\n          id\n          name\n        }\n        file {\n          id\n          name\n        }\n        viewerRole\n        permissions {\n          canEdit\n          canDelete\n          canUpload\n        }\n        createdAt\n      }\n    }\n  }\n": types.MyProposalsDocument,
    "\n  query ProposalSubmission($inscriptionId: ID!) {\n    proposalSubmission(inscriptionId: $inscriptionId) {\n      inscription {\n        id\n        conference {\n          id\n          name\n        }\n      }\n      limits {\n        abstractMaxWords\n        keywordsMin\n        keywordsMax\n        authorsMax\n        panelPapersMin\n        panelPapersMax\n        maxFileMb\n      }\n      areas {\n        id\n        name\n      }\n      windows {\n        type\n        opensOn\n        closesOn\n        open\n        label\n      }\n      firstAuthor {\n        email\n        name\n      }\n    }\n  }\n": types.ProposalSubmissionDocument,
    "\n  query Proposal($id: ID!) {\n    proposal(id: $id) {\n      ...ProposalFields\n    }\n  }\n": types.ProposalDocument,
    "\n  mutation CreatePaper($data: PaperInput!) {\n    createPaper(data: $data) {\n      id\n    }\n  }\n": types.CreatePaperDocument,
    "\n  mutation UpdatePaper($id: ID!, $data: PaperUpdateInput!) {\n    updatePaper(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n": types.UpdatePaperDocument,
    "\n  mutation DeletePaper($id: ID!) {\n    deletePaper(id: $id)\n  }\n": types.DeletePaperDocument,
    "\n  mutation CreateStudentPaper($data: StudentPaperInput!) {\n    createStudentPaper(data: $data) {\n      id\n    }\n  }\n": types.CreateStudentPaperDocument,
    "\n  mutation UpdateStudentPaper($id: ID!, $data: StudentPaperUpdateInput!) {\n    updateStudentPaper(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n": types.UpdateStudentPaperDocument,
    "\n  mutation DeleteStudentPaper($id: ID!) {\n    deleteStudentPaper(id: $id)\n  }\n": types.DeleteStudentPaperDocument,
    "\n  mutation CreateClosedPanel($data: ClosedPanelInput!) {\n    createClosedPanel(data: $data) {\n      id\n    }\n  }\n": types.CreateClosedPanelDocument,
    "\n  mutation UpdateClosedPanel($id: ID!, $data: ClosedPanelUpdateInput!) {\n    updateClosedPanel(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n": types.UpdateClosedPanelDocument,
    "\n  mutation DeleteClosedPanel($id: ID!) {\n    deleteClosedPanel(id: $id)\n  }\n": types.DeleteClosedPanelDocument,
    "\n  mutation CreateResearchGroup($data: ResearchGroupInput!) {\n    createResearchGroup(data: $data) {\n      id\n    }\n  }\n": types.CreateResearchGroupDocument,
    "\n  mutation UpdateResearchGroup($id: ID!, $data: ResearchGroupUpdateInput!) {\n    updateResearchGroup(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n": types.UpdateResearchGroupDocument,
    "\n  mutation DeleteResearchGroup($id: ID!) {\n    deleteResearchGroup(id: $id)\n  }\n": types.DeleteResearchGroupDocument,
    "\n  mutation CreateBook($data: BookInput!) {\n    createBook(data: $data) {\n      id\n    }\n  }\n": types.CreateBookDocument,
    "\n  mutation UpdateBook($id: ID!, $data: BookUpdateInput!) {\n    updateBook(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n": types.UpdateBookDocument,
    "\n  mutation DeleteBook($id: ID!) {\n    deleteBook(id: $id)\n  }\n": types.DeleteBookDocument,
    "\n  mutation AttachProposalFile($presentationId: ID!, $fileId: ID!) {\n    attachProposalFile(presentationId: $presentationId, fileId: $fileId) {\n      ...ProposalFields\n    }\n  }\n": types.AttachProposalFileDocument,
    "\n  query Users(\n    $page: Int\n    $pageSize: Int\n    $search: String\n    $sort: String\n    $direction: SortDirection\n    $role: GlobalRole\n    $membershipStatus: UserMembershipStatus\n  ) {\n    users(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      sort: $sort\n      direction: $direction\n      role: $role\n      membershipStatus: $membershipStatus\n    ) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        firstName\n        lastName\n        email\n        document\n        enabled\n        created\n        roles\n        membershipStatus\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  fragment UserDetailFields on UserDetail {\n    id\n    firstName\n    lastName\n    email\n    document\n    enabled\n    created\n    roles\n    conferenceRoles {\n      id\n      role\n      conference {\n        id\n        name\n      }\n      thematicArea {\n        id\n        name\n      }\n    }\n    memberships {\n      id\n      year\n      terminatedMember\n      state\n      category {\n        id\n        name\n      }\n      permissions {\n        canTerminate\n      }\n    }\n    charges {\n      id\n      description\n      amountCents\n      status\n      created\n    }\n    auditEntries {\n      id\n      action\n      actionLabel\n      actorName\n      created\n      summary\n    }\n    permissions {\n      grantableRoles\n      revocableRoles\n      canSetEnabled\n      canSendRecoveryEmail\n      canEditProfile\n    }\n  }\n": types.UserDetailFieldsFragmentDoc,
    "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserDetailFields\n    }\n  }\n": types.UserDocument,
    "\n  mutation GrantRole($userId: ID!, $role: GlobalRole!) {\n    grantRole(userId: $userId, role: $role) {\n      ...UserDetailFields\n    }\n  }\n": types.GrantRoleDocument,
    "\n  mutation RevokeRole($userId: ID!, $role: GlobalRole!) {\n    revokeRole(userId: $userId, role: $role) {\n      ...UserDetailFields\n    }\n  }\n": types.RevokeRoleDocument,
    "\n  mutation SetUserEnabled($userId: ID!, $enabled: Boolean!) {\n    setUserEnabled(userId: $userId, enabled: $enabled) {\n      ...UserDetailFields\n    }\n  }\n": types.SetUserEnabledDocument,
    "\n  mutation SendRecoveryEmail($userId: ID!) {\n    sendRecoveryEmail(userId: $userId)\n  }\n": types.SendRecoveryEmailDocument,
    "\n  mutation TerminateMembership($membershipId: ID!) {\n    terminateMembership(membershipId: $membershipId) {\n      id\n      terminatedMember\n    }\n  }\n": types.TerminateMembershipDocument,
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      token\n      refreshToken\n      expire\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      document\n      roles\n      conferenceRoles {\n        role\n        conference {\n          id\n          name\n        }\n        thematicArea {\n          id\n          name\n        }\n      }\n      activeMembership {\n        id\n        year\n        terminatedMember\n        created\n        category {\n          id\n          name\n        }\n      }\n      permissions {\n        canViewMemberships\n      }\n    }\n  }\n": types.MeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      refreshToken\n      expire\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      refreshToken\n      expire\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoveryPasswordInit($username: String!) {\n    recoveryPasswordInit(username: $username)\n  }\n"): (typeof documents)["\n  mutation RecoveryPasswordInit($username: String!) {\n    recoveryPasswordInit(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoveryPassword($token: String!, $email: String!, $newPassword: String!) {\n    recoveryPassword(token: $token, email: $email, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation RecoveryPassword($token: String!, $email: String!, $newPassword: String!) {\n    recoveryPassword(token: $token, email: $email, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Institutions($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    institutions(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name code }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query Institutions($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    institutions(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name code }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInstitution($data: InstitutionInput!) { createInstitution(data: $data) { id name code } }\n"): (typeof documents)["\n  mutation CreateInstitution($data: InstitutionInput!) { createInstitution(data: $data) { id name code } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInstitution($id: ID!, $data: InstitutionInput!) { updateInstitution(id: $id, data: $data) { id name code } }\n"): (typeof documents)["\n  mutation UpdateInstitution($id: ID!, $data: InstitutionInput!) { updateInstitution(id: $id, data: $data) { id name code } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteInstitution($id: ID!) { deleteInstitution(id: $id) }\n"): (typeof documents)["\n  mutation DeleteInstitution($id: ID!) { deleteInstitution(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Universities($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    universities(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query Universities($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    universities(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUniversity($data: UniversityInput!) { createUniversity(data: $data) { id name } }\n"): (typeof documents)["\n  mutation CreateUniversity($data: UniversityInput!) { createUniversity(data: $data) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUniversity($id: ID!, $data: UniversityInput!) { updateUniversity(id: $id, data: $data) { id name } }\n"): (typeof documents)["\n  mutation UpdateUniversity($id: ID!, $data: UniversityInput!) { updateUniversity(id: $id, data: $data) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUniversity($id: ID!) { deleteUniversity(id: $id) }\n"): (typeof documents)["\n  mutation DeleteUniversity($id: ID!) { deleteUniversity(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThematicAreas($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    thematicAreas(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query ThematicAreas($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    thematicAreas(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateThematicArea($data: ThematicAreaInput!) { createThematicArea(data: $data) { id name } }\n"): (typeof documents)["\n  mutation CreateThematicArea($data: ThematicAreaInput!) { createThematicArea(data: $data) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateThematicArea($id: ID!, $data: ThematicAreaInput!) { updateThematicArea(id: $id, data: $data) { id name } }\n"): (typeof documents)["\n  mutation UpdateThematicArea($id: ID!, $data: ThematicAreaInput!) { updateThematicArea(id: $id, data: $data) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteThematicArea($id: ID!) { deleteThematicArea(id: $id) }\n"): (typeof documents)["\n  mutation DeleteThematicArea($id: ID!) { deleteThematicArea(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Countries($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    countries(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name code provincesCount }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query Countries($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    countries(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name code provincesCount }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCountry($data: CountryInput!) { createCountry(data: $data) { id name code provincesCount } }\n"): (typeof documents)["\n  mutation CreateCountry($data: CountryInput!) { createCountry(data: $data) { id name code provincesCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCountry($id: ID!, $data: CountryInput!) { updateCountry(id: $id, data: $data) { id name code provincesCount } }\n"): (typeof documents)["\n  mutation UpdateCountry($id: ID!, $data: CountryInput!) { updateCountry(id: $id, data: $data) { id name code provincesCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCountry($id: ID!) { deleteCountry(id: $id) }\n"): (typeof documents)["\n  mutation DeleteCountry($id: ID!) { deleteCountry(id: $id) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingCatalogueEntries($catalogue: GrowingCatalogue!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    pendingCatalogueEntries(catalogue: $catalogue, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name createdAt authorName usageCount }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query PendingCatalogueEntries($catalogue: GrowingCatalogue!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    pendingCatalogueEntries(catalogue: $catalogue, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      items { id name createdAt authorName usageCount }\n      total\n      totalCapped\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptCatalogueEntry($catalogue: GrowingCatalogue!, $id: ID!) { acceptCatalogueEntry(catalogue: $catalogue, id: $id) { id name } }\n"): (typeof documents)["\n  mutation AcceptCatalogueEntry($catalogue: GrowingCatalogue!, $id: ID!) { acceptCatalogueEntry(catalogue: $catalogue, id: $id) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeCatalogueEntry($catalogue: GrowingCatalogue!, $id: ID!, $intoId: ID!) { mergeCatalogueEntry(catalogue: $catalogue, id: $id, intoId: $intoId) { id name } }\n"): (typeof documents)["\n  mutation MergeCatalogueEntry($catalogue: GrowingCatalogue!, $id: ID!, $intoId: ID!) { mergeCatalogueEntry(catalogue: $catalogue, id: $id, intoId: $intoId) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcceptedCareers($search: String) { careers(search: $search, acceptedOnly: true) { id name } }\n"): (typeof documents)["\n  query AcceptedCareers($search: String) { careers(search: $search, acceptedOnly: true) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcceptedAcademicTitles($search: String) { academicTitles(search: $search, acceptedOnly: true) { id name } }\n"): (typeof documents)["\n  query AcceptedAcademicTitles($search: String) { academicTitles(search: $search, acceptedOnly: true) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConferenceList($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    conferences(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ConferenceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConferenceList($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    conferences(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...ConferenceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConferenceFields on Conference {\n    id\n    name\n    edition\n    venue\n    inscriptionStart\n    inscriptionEnd\n    startDate\n    endDate\n    isCurrent\n    abstractMaxWords\n    keywordsMin\n    keywordsMax\n    authorsMax\n    panelPapersMin\n    panelPapersMax\n    maxFileMb\n    staffCount\n    windows {\n      type\n      opensOn\n      closesOn\n    }\n    thematicAreas {\n      id\n      name\n    }\n    categories {\n      id\n      name\n      memberFeeCents\n      nonMemberFeeCents\n      isStudent\n    }\n    permissions {\n      canEdit\n      canDelete\n      canMakeCurrent\n      canManageStaff\n    }\n  }\n"): (typeof documents)["\n  fragment ConferenceFields on Conference {\n    id\n    name\n    edition\n    venue\n    inscriptionStart\n    inscriptionEnd\n    startDate\n    endDate\n    isCurrent\n    abstractMaxWords\n    keywordsMin\n    keywordsMax\n    authorsMax\n    panelPapersMin\n    panelPapersMax\n    maxFileMb\n    staffCount\n    windows {\n      type\n      opensOn\n      closesOn\n    }\n    thematicAreas {\n      id\n      name\n    }\n    categories {\n      id\n      name\n      memberFeeCents\n      nonMemberFeeCents\n      isStudent\n    }\n    permissions {\n      canEdit\n      canDelete\n      canMakeCurrent\n      canManageStaff\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Conference($id: ID!) {\n    conference(id: $id) {\n      ...ConferenceFields\n    }\n  }\n"): (typeof documents)["\n  query Conference($id: ID!) {\n    conference(id: $id) {\n      ...ConferenceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConferenceAreaOptions {\n    thematicAreas(pageSize: 100, sort: \"name\") {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConferenceAreaOptions {\n    thematicAreas(pageSize: 100, sort: \"name\") {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateConference($data: ConferenceInput!) {\n    createConference(data: $data) {\n      ...ConferenceFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateConference($data: ConferenceInput!) {\n    createConference(data: $data) {\n      ...ConferenceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateConference($id: ID!, $data: ConferenceInput!) {\n    updateConference(id: $id, data: $data) {\n      ...ConferenceFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateConference($id: ID!, $data: ConferenceInput!) {\n    updateConference(id: $id, data: $data) {\n      ...ConferenceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteConference($id: ID!) {\n    deleteConference(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteConference($id: ID!) {\n    deleteConference(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCurrentConference($id: ID!) {\n    setCurrentConference(id: $id) {\n      id\n      isCurrent\n    }\n  }\n"): (typeof documents)["\n  mutation SetCurrentConference($id: ID!) {\n    setCurrentConference(id: $id) {\n      id\n      isCurrent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConferenceStaff($conferenceId: ID!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    conferenceStaff(conferenceId: $conferenceId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        firstName\n        lastName\n        email\n        roles {\n          id\n          role\n          thematicAreaId\n          thematicAreaName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConferenceStaff($conferenceId: ID!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    conferenceStaff(conferenceId: $conferenceId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        firstName\n        lastName\n        email\n        roles {\n          id\n          role\n          thematicAreaId\n          thematicAreaName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCandidates($search: String!) {\n    staffCandidates(search: $search) {\n      id\n      firstName\n      lastName\n      email\n      document\n    }\n  }\n"): (typeof documents)["\n  query StaffCandidates($search: String!) {\n    staffCandidates(search: $search) {\n      id\n      firstName\n      lastName\n      email\n      document\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantConferenceRole($conferenceId: ID!, $data: GrantConferenceRoleInput!) {\n    grantConferenceRole(conferenceId: $conferenceId, data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation GrantConferenceRole($conferenceId: ID!, $data: GrantConferenceRoleInput!) {\n    grantConferenceRole(conferenceId: $conferenceId, data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeConferenceRole($id: ID!) {\n    revokeConferenceRole(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeConferenceRole($id: ID!) {\n    revokeConferenceRole(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    currentConference {\n      id\n      name\n      edition\n      venue\n      startDate\n      endDate\n      inscriptionStart\n      inscriptionEnd\n    }\n    me {\n      id\n      activeMembership {\n        id\n        year\n        paid\n        category {\n          id\n          name\n        }\n      }\n    }\n    publishedNews(limit: 6) {\n      id\n      product\n      title\n      summary\n      body\n      imageUrl\n      publishAt\n    }\n    publishedJournalIssues(limit: 3) {\n      id\n      title\n      number\n      year\n      link\n      coverUrl\n      pdfUrl\n    }\n  }\n"): (typeof documents)["\n  query Home {\n    currentConference {\n      id\n      name\n      edition\n      venue\n      startDate\n      endDate\n      inscriptionStart\n      inscriptionEnd\n    }\n    me {\n      id\n      activeMembership {\n        id\n        year\n        paid\n        category {\n          id\n          name\n        }\n      }\n    }\n    publishedNews(limit: 6) {\n      id\n      product\n      title\n      summary\n      body\n      imageUrl\n      publishAt\n    }\n    publishedJournalIssues(limit: 3) {\n      id\n      title\n      number\n      year\n      link\n      coverUrl\n      pdfUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InscriptionFields on Inscription {\n    id\n    registrationDate\n    universityCareer\n    proposalCount\n    conference {\n      id\n      name\n      edition\n      venue\n      startDate\n      endDate\n      inscriptionStart\n      inscriptionEnd\n    }\n    category {\n      id\n      name\n      isStudent\n    }\n    charge {\n      id\n      amountCents\n      status\n      paidAt\n      feeApplied\n    }\n    permissions {\n      canUpdateCareer\n    }\n  }\n"): (typeof documents)["\n  fragment InscriptionFields on Inscription {\n    id\n    registrationDate\n    universityCareer\n    proposalCount\n    conference {\n      id\n      name\n      edition\n      venue\n      startDate\n      endDate\n      inscriptionStart\n      inscriptionEnd\n    }\n    category {\n      id\n      name\n      isStudent\n    }\n    charge {\n      id\n      amountCents\n      status\n      paidAt\n      feeApplied\n    }\n    permissions {\n      canUpdateCareer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InscriptionOffer($conferenceId: ID!) {\n    inscriptionOffer(conferenceId: $conferenceId) {\n      phase\n      today\n      feeReason\n      feeReasonText\n      conference {\n        id\n        name\n        edition\n        venue\n        startDate\n        endDate\n        inscriptionStart\n        inscriptionEnd\n      }\n      categories {\n        id\n        name\n        isStudent\n        memberFeeCents\n        nonMemberFeeCents\n        applicableFeeCents\n      }\n      myInscription {\n        ...InscriptionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query InscriptionOffer($conferenceId: ID!) {\n    inscriptionOffer(conferenceId: $conferenceId) {\n      phase\n      today\n      feeReason\n      feeReasonText\n      conference {\n        id\n        name\n        edition\n        venue\n        startDate\n        endDate\n        inscriptionStart\n        inscriptionEnd\n      }\n      categories {\n        id\n        name\n        isStudent\n        memberFeeCents\n        nonMemberFeeCents\n        applicableFeeCents\n      }\n      myInscription {\n        ...InscriptionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInscription($categoryId: ID!, $conferenceId: ID!) {\n    createInscription(categoryId: $categoryId, conferenceId: $conferenceId) {\n      ...InscriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInscription($categoryId: ID!, $conferenceId: ID!) {\n    createInscription(categoryId: $categoryId, conferenceId: $conferenceId) {\n      ...InscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInscription($universityCareer: String!, $conferenceId: ID) {\n    updateInscription(universityCareer: $universityCareer, conferenceId: $conferenceId) {\n      ...InscriptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInscription($universityCareer: String!, $conferenceId: ID) {\n    updateInscription(universityCareer: $universityCareer, conferenceId: $conferenceId) {\n      ...InscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyInscriptions($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {\n    myInscriptions(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...InscriptionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyInscriptions($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {\n    myInscriptions(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...InscriptionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentConferenceId {\n    currentConference {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CurrentConferenceId {\n    currentConference {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipCategoryList($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    membershipCategoryList(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        name\n        yearlyFeeCents\n        isStudent\n        active\n        membershipCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query MembershipCategoryList($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    membershipCategoryList(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        name\n        yearlyFeeCents\n        isStudent\n        active\n        membershipCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMembershipCategory($data: MembershipCategoryInput!) {\n    createMembershipCategory(data: $data) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMembershipCategory($data: MembershipCategoryInput!) {\n    createMembershipCategory(data: $data) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMembershipCategory($id: ID!, $data: MembershipCategoryInput!) {\n    updateMembershipCategory(id: $id, data: $data) {\n      id\n      name\n      yearlyFeeCents\n      isStudent\n      active\n      membershipCount\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMembershipCategory($id: ID!, $data: MembershipCategoryInput!) {\n    updateMembershipCategory(id: $id, data: $data) {\n      id\n      name\n      yearlyFeeCents\n      isStudent\n      active\n      membershipCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMembershipCategory($id: ID!) {\n    deleteMembershipCategory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMembershipCategory($id: ID!) {\n    deleteMembershipCategory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateMembershipCharges($year: Int!) {\n    generateMembershipCharges(year: $year)\n  }\n"): (typeof documents)["\n  mutation GenerateMembershipCharges($year: Int!) {\n    generateMembershipCharges(year: $year)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MembershipCategories {\n    membershipCategories {\n      id\n      name\n      yearlyFeeCents\n      isStudent\n    }\n  }\n"): (typeof documents)["\n  query MembershipCategories {\n    membershipCategories {\n      id\n      name\n      yearlyFeeCents\n      isStudent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($register: RegisterInput!) {\n    register(register: $register)\n  }\n"): (typeof documents)["\n  mutation Register($register: RegisterInput!) {\n    register(register: $register)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmRegistration($token: String!) {\n    confirmRegistration(token: $token) {\n      membershipId\n      email\n      year\n      categoryName\n      amountCents\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmRegistration($token: String!) {\n    confirmRegistration(token: $token) {\n      membershipId\n      email\n      year\n      categoryName\n      amountCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMemberships($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {\n    myMemberships(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        year\n        created\n        terminatedMember\n        terminatedAt\n        universityCareer\n        studentCategory\n        paid\n        category {\n          id\n          name\n        }\n        charge {\n          id\n          amountCents\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyMemberships($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {\n    myMemberships(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        year\n        created\n        terminatedMember\n        terminatedAt\n        universityCareer\n        studentCategory\n        paid\n        category {\n          id\n          name\n        }\n        charge {\n          id\n          amountCents\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Asociate($categoryId: Int!) {\n    asociate(categoryId: $categoryId) {\n      id\n      year\n      category {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Asociate($categoryId: Int!) {\n    asociate(categoryId: $categoryId) {\n      id\n      year\n      category {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMembership($universityCareer: String!) {\n    updateMembership(universityCareer: $universityCareer) {\n      id\n      universityCareer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMembership($universityCareer: String!) {\n    updateMembership(universityCareer: $universityCareer) {\n      id\n      universityCareer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsItems($product: NewsProduct!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: PublicationStatus) {\n    newsItems(product: $product, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        title\n        summary\n        status\n        publishAt\n        imageUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewsItems($product: NewsProduct!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: PublicationStatus) {\n    newsItems(product: $product, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        title\n        summary\n        status\n        publishAt\n        imageUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsItem($id: ID!) {\n    newsItem(id: $id) {\n      id\n      product\n      title\n      summary\n      body\n      imageFileId\n      imageUrl\n      status\n      publishAt\n    }\n  }\n"): (typeof documents)["\n  query NewsItem($id: ID!) {\n    newsItem(id: $id) {\n      id\n      product\n      title\n      summary\n      body\n      imageFileId\n      imageUrl\n      status\n      publishAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateNews($data: NewsInput!) {\n    createNews(data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateNews($data: NewsInput!) {\n    createNews(data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNews($id: ID!, $data: NewsInput!) {\n    updateNews(id: $id, data: $data) {\n      id\n      product\n      title\n      summary\n      body\n      imageFileId\n      imageUrl\n      status\n      publishAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNews($id: ID!, $data: NewsInput!) {\n    updateNews(id: $id, data: $data) {\n      id\n      product\n      title\n      summary\n      body\n      imageFileId\n      imageUrl\n      status\n      publishAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteNews($id: ID!) {\n    deleteNews(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteNews($id: ID!) {\n    deleteNews(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JournalIssues($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: PublicationStatus) {\n    journalIssues(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        title\n        number\n        year\n        link\n        pdfUrl\n        coverUrl\n        status\n        publishAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query JournalIssues($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection, $status: PublicationStatus) {\n    journalIssues(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        title\n        number\n        year\n        link\n        pdfUrl\n        coverUrl\n        status\n        publishAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JournalIssue($id: ID!) {\n    journalIssue(id: $id) {\n      id\n      title\n      number\n      year\n      link\n      coverFileId\n      coverUrl\n      pdfFileId\n      pdfUrl\n      status\n      publishAt\n    }\n  }\n"): (typeof documents)["\n  query JournalIssue($id: ID!) {\n    journalIssue(id: $id) {\n      id\n      title\n      number\n      year\n      link\n      coverFileId\n      coverUrl\n      pdfFileId\n      pdfUrl\n      status\n      publishAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJournalIssue($data: JournalIssueInput!) {\n    createJournalIssue(data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateJournalIssue($data: JournalIssueInput!) {\n    createJournalIssue(data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJournalIssue($id: ID!, $data: JournalIssueInput!) {\n    updateJournalIssue(id: $id, data: $data) {\n      id\n      title\n      number\n      year\n      link\n      coverFileId\n      coverUrl\n      pdfFileId\n      pdfUrl\n      status\n      publishAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateJournalIssue($id: ID!, $data: JournalIssueInput!) {\n    updateJournalIssue(id: $id, data: $data) {\n      id\n      title\n      number\n      year\n      link\n      coverFileId\n      coverUrl\n      pdfFileId\n      pdfUrl\n      status\n      publishAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteJournalIssue($id: ID!) {\n    deleteJournalIssue(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteJournalIssue($id: ID!) {\n    deleteJournalIssue(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AreaPanelPaperFields on AreaPanelPaper {\n    id\n    title\n    status\n    keywords\n    authors\n  }\n"): (typeof documents)["\n  fragment AreaPanelPaperFields on AreaPanelPaper {\n    id\n    title\n    status\n    keywords\n    authors\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AreaPanelFields on AreaPanel {\n    id\n    kind\n    name\n    status\n    thematicArea {\n      id\n      name\n    }\n    chair {\n      userId\n      name\n    }\n    commentator {\n      userId\n      name\n    }\n    items {\n      ...AreaPanelPaperFields\n    }\n    permissions {\n      canEdit\n      canDelete\n    }\n  }\n"): (typeof documents)["\n  fragment AreaPanelFields on AreaPanel {\n    id\n    kind\n    name\n    status\n    thematicArea {\n      id\n      name\n    }\n    chair {\n      userId\n      name\n    }\n    commentator {\n      userId\n      name\n    }\n    items {\n      ...AreaPanelPaperFields\n    }\n    permissions {\n      canEdit\n      canDelete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelSetup($conferenceId: ID!) {\n    panelSetup(conferenceId: $conferenceId) {\n      conferenceId\n      conferenceName\n      minPapers\n      maxPapers\n      areas {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelSetup($conferenceId: ID!) {\n    panelSetup(conferenceId: $conferenceId) {\n      conferenceId\n      conferenceName\n      minPapers\n      maxPapers\n      areas {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegularPanels($conferenceId: ID!, $thematicAreaId: ID, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    regularPanels(conferenceId: $conferenceId, thematicAreaId: $thematicAreaId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...AreaPanelFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RegularPanels($conferenceId: ID!, $thematicAreaId: ID, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    regularPanels(conferenceId: $conferenceId, thematicAreaId: $thematicAreaId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...AreaPanelFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StudentTablePanels($conferenceId: ID!, $thematicAreaId: ID, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    studentTablePanels(conferenceId: $conferenceId, thematicAreaId: $thematicAreaId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...AreaPanelFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StudentTablePanels($conferenceId: ID!, $thematicAreaId: ID, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {\n    studentTablePanels(conferenceId: $conferenceId, thematicAreaId: $thematicAreaId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        ...AreaPanelFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Panel($id: ID!) {\n    panel(id: $id) {\n      ...AreaPanelFields\n    }\n  }\n"): (typeof documents)["\n  query Panel($id: ID!) {\n    panel(id: $id) {\n      ...AreaPanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelCandidates($conferenceId: ID!, $kind: AreaPanelKind!, $thematicAreaId: ID!) {\n    panelCandidates(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId) {\n      ...AreaPanelPaperFields\n    }\n  }\n"): (typeof documents)["\n  query PanelCandidates($conferenceId: ID!, $kind: AreaPanelKind!, $thematicAreaId: ID!) {\n    panelCandidates(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId) {\n      ...AreaPanelPaperFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelSuggestions($conferenceId: ID!, $kind: AreaPanelKind!, $thematicAreaId: ID!) {\n    panelSuggestions(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId) {\n      name\n      sharedKeywords\n      institutionClash\n      items {\n        ...AreaPanelPaperFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PanelSuggestions($conferenceId: ID!, $kind: AreaPanelKind!, $thematicAreaId: ID!) {\n    panelSuggestions(conferenceId: $conferenceId, kind: $kind, thematicAreaId: $thematicAreaId) {\n      name\n      sharedKeywords\n      institutionClash\n      items {\n        ...AreaPanelPaperFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelPersonCandidates($conferenceId: ID!, $search: String) {\n    panelPersonCandidates(conferenceId: $conferenceId, search: $search) {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query PanelPersonCandidates($conferenceId: ID!, $search: String) {\n    panelPersonCandidates(conferenceId: $conferenceId, search: $search) {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRegularPanel($data: CreateAreaPanelInput!) {\n    createRegularPanel(data: $data) {\n      ...AreaPanelFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRegularPanel($data: CreateAreaPanelInput!) {\n    createRegularPanel(data: $data) {\n      ...AreaPanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRegularPanel($id: ID!, $data: UpdateAreaPanelInput!) {\n    updateRegularPanel(id: $id, data: $data) {\n      ...AreaPanelFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRegularPanel($id: ID!, $data: UpdateAreaPanelInput!) {\n    updateRegularPanel(id: $id, data: $data) {\n      ...AreaPanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRegularPanel($id: ID!) {\n    deleteRegularPanel(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRegularPanel($id: ID!) {\n    deleteRegularPanel(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStudentTablePanel($data: CreateAreaPanelInput!) {\n    createStudentTablePanel(data: $data) {\n      ...AreaPanelFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStudentTablePanel($data: CreateAreaPanelInput!) {\n    createStudentTablePanel(data: $data) {\n      ...AreaPanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStudentTablePanel($id: ID!, $data: UpdateAreaPanelInput!) {\n    updateStudentTablePanel(id: $id, data: $data) {\n      ...AreaPanelFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStudentTablePanel($id: ID!, $data: UpdateAreaPanelInput!) {\n    updateStudentTablePanel(id: $id, data: $data) {\n      ...AreaPanelFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStudentTablePanel($id: ID!) {\n    deleteStudentTablePanel(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteStudentTablePanel($id: ID!) {\n    deleteStudentTablePanel(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveOutOfPanels($presentationId: ID!) {\n    leaveOutOfPanels(presentationId: $presentationId) {\n      ...AreaPanelPaperFields\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveOutOfPanels($presentationId: ID!) {\n    leaveOutOfPanels(presentationId: $presentationId) {\n      ...AreaPanelPaperFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReturnToPanels($presentationId: ID!) {\n    returnToPanels(presentationId: $presentationId) {\n      ...AreaPanelPaperFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReturnToPanels($presentationId: ID!) {\n    returnToPanels(presentationId: $presentationId) {\n      ...AreaPanelPaperFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccount {\n    myAccount {\n      chargedCents\n      paidCents\n      balanceCents\n      underReviewCents\n      creditCents\n    }\n  }\n"): (typeof documents)["\n  query MyAccount {\n    myAccount {\n      chargedCents\n      paidCents\n      balanceCents\n      underReviewCents\n      creditCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCharges($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {\n    myCharges(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        kind\n        description\n        amountCents\n        paidCents\n        underReviewCents\n        pendingCents\n        status\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCharges($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {\n    myCharges(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        kind\n        description\n        amountCents\n        paidCents\n        underReviewCents\n        pendingCents\n        status\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPayments($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection, $status: [PaymentStatus!]) {\n    myPayments(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        amountCents\n        method\n        channel\n        status\n        createdAt\n        decidedAt\n        checkoutUrl\n        receiptNumber\n        receiptUrl\n        charges {\n          chargeId\n          description\n          amountCents\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPayments($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection, $status: [PaymentStatus!]) {\n    myPayments(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        amountCents\n        method\n        channel\n        status\n        createdAt\n        decidedAt\n        checkoutUrl\n        receiptNumber\n        receiptUrl\n        charges {\n          chargeId\n          description\n          amountCents\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPayment($id: ID!) {\n    myPayment(id: $id) {\n      id\n      amountCents\n      status\n      createdAt\n      decidedAt\n      checkoutUrl\n      receiptNumber\n      receiptUrl\n      charges {\n        chargeId\n        description\n        amountCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPayment($id: ID!) {\n    myPayment(id: $id) {\n      id\n      amountCents\n      status\n      createdAt\n      decidedAt\n      checkoutUrl\n      receiptNumber\n      receiptUrl\n      charges {\n        chargeId\n        description\n        amountCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePayment($payments: [ID!]!) {\n    createPayment(payments: $payments) {\n      checkoutUrl\n      payment {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePayment($payments: [ID!]!) {\n    createPayment(payments: $payments) {\n      checkoutUrl\n      payment {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileFields on MyProfile {\n      account { id email firstName lastName document pendingEmail }\n      personal {\n        id dateBirth gender location address postalCode principalContactNumber secondaryContactNumber\n        country { id name provincesCount } province { id name } provinceName\n      }\n      professional {\n        id email location address postalCode principalContactNumber secondaryContactNumber\n        country { id name provincesCount } province { id name } provinceName\n      }\n      academic {\n        id otherComplementaryStudies\n        firstInstitution { id name } secondaryInstitution { id name }\n        universityCareer { id name } universityInstitution { id name } universityTitle { id name }\n        masterCareer { id name } masterInstitution { id name } masterTitle { id name }\n        doctorateCareer { id name } doctorateInstitution { id name } doctorateTitle { id name }\n      }\n  }\n"): (typeof documents)["\n  fragment ProfileFields on MyProfile {\n      account { id email firstName lastName document pendingEmail }\n      personal {\n        id dateBirth gender location address postalCode principalContactNumber secondaryContactNumber\n        country { id name provincesCount } province { id name } provinceName\n      }\n      professional {\n        id email location address postalCode principalContactNumber secondaryContactNumber\n        country { id name provincesCount } province { id name } provinceName\n      }\n      academic {\n        id otherComplementaryStudies\n        firstInstitution { id name } secondaryInstitution { id name }\n        universityCareer { id name } universityInstitution { id name } universityTitle { id name }\n        masterCareer { id name } masterInstitution { id name } masterTitle { id name }\n        doctorateCareer { id name } doctorateInstitution { id name } doctorateTitle { id name }\n      }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile { myProfile { ...ProfileFields } }\n"): (typeof documents)["\n  query MyProfile { myProfile { ...ProfileFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserProfile($userId: ID!) { userProfile(userId: $userId) { ...ProfileFields } }\n"): (typeof documents)["\n  query UserProfile($userId: ID!) { userProfile(userId: $userId) { ...ProfileFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMeAccount($data: AccountInput!) { updateMeAccount(data: $data) { id email firstName lastName document pendingEmail } }\n"): (typeof documents)["\n  mutation UpdateMeAccount($data: AccountInput!) { updateMeAccount(data: $data) { id email firstName lastName document pendingEmail } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMePersonalInfo($data: PersonalInfoInput!) { updateMePersonalInfo(data: $data) { id } }\n"): (typeof documents)["\n  mutation UpdateMePersonalInfo($data: PersonalInfoInput!) { updateMePersonalInfo(data: $data) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMeProffesionalInfo($data: ProfessionalInfoInput!) { updateMeProffesionalInfo(data: $data) { id } }\n"): (typeof documents)["\n  mutation UpdateMeProffesionalInfo($data: ProfessionalInfoInput!) { updateMeProffesionalInfo(data: $data) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMeAcademicInfo($data: AcademicInfoInput!) { updateMeAcademicInfo(data: $data) { id } }\n"): (typeof documents)["\n  mutation UpdateMeAcademicInfo($data: AcademicInfoInput!) { updateMeAcademicInfo(data: $data) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserPersonalInfo($userId: ID!, $data: PersonalInfoInput!) { updateUserPersonalInfo(userId: $userId, data: $data) { id } }\n"): (typeof documents)["\n  mutation UpdateUserPersonalInfo($userId: ID!, $data: PersonalInfoInput!) { updateUserPersonalInfo(userId: $userId, data: $data) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserProfessionalInfo($userId: ID!, $data: ProfessionalInfoInput!) { updateUserProfessionalInfo(userId: $userId, data: $data) { id } }\n"): (typeof documents)["\n  mutation UpdateUserProfessionalInfo($userId: ID!, $data: ProfessionalInfoInput!) { updateUserProfessionalInfo(userId: $userId, data: $data) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserAcademicInfo($userId: ID!, $data: AcademicInfoInput!) { updateUserAcademicInfo(userId: $userId, data: $data) { id } }\n"): (typeof documents)["\n  mutation UpdateUserAcademicInfo($userId: ID!, $data: AcademicInfoInput!) { updateUserAcademicInfo(userId: $userId, data: $data) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Provinces($countryId: ID!) { provinces(countryId: $countryId) { id name } }\n"): (typeof documents)["\n  query Provinces($countryId: ID!) { provinces(countryId: $countryId) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CountryOptions($search: String) { countries(search: $search, pageSize: 20) { items { id name provincesCount } } }\n"): (typeof documents)["\n  query CountryOptions($search: String) { countries(search: $search, pageSize: 20) { items { id name provincesCount } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InstitutionOptions($search: String) { institutions(search: $search, pageSize: 20) { items { id name } } }\n"): (typeof documents)["\n  query InstitutionOptions($search: String) { institutions(search: $search, pageSize: 20) { items { id name } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UniversityOptions($search: String) { universities(search: $search, pageSize: 20) { items { id name } } }\n"): (typeof documents)["\n  query UniversityOptions($search: String) { universities(search: $search, pageSize: 20) { items { id name } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CareerOptions($search: String) { careers(search: $search) { id name } }\n"): (typeof documents)["\n  query CareerOptions($search: String) { careers(search: $search) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AcademicTitleOptions($search: String) { academicTitles(search: $search) { id name } }\n"): (typeof documents)["\n  query AcademicTitleOptions($search: String) { academicTitles(search: $search) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePassword($oldPassword: String!, $newPassword: String!) {\n    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation UpdatePassword($oldPassword: String!, $newPassword: String!) {\n    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($token: String!) { confirmEmailChange(token: $token) { email } }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($token: String!) { confirmEmailChange(token: $token) { email } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProposalFields on Proposal {\n    id\n    kind\n    status\n    title\n    abstract\n    keywords\n    inscriptionId\n    thematicArea {\n      id\n      name\n    }\n    conference {\n      id\n      name\n    }\n    authors {\n      position\n      name\n      email\n      isSubmitter\n      linked\n      invited\n    }\n    details {\n      __typename\n      ... on StudentPaperDetails {\n        studentCareer\n        studentInstitution\n      }\n      ... on ClosedPanelDetails {\n        rationale\n        chair {\n          name\n          email\n        }\n        commentator {\n          name\n          email\n        }\n        papers {\n          title\n          abstract\n          authors {\n            name\n            email\n          }\n        }\n      }\n      ... on ResearchGroupDetails {\n        groupName\n        institution\n        director\n        members\n      }\n      ... on BookDetails {\n        bookAuthors\n        publisher\n        year\n        isbn\n        presenters\n      }\n    }\n    file {\n      id\n      name\n      sizeBytes\n      contentType\n      uploadedAt\n      url\n    }\n    viewerRole\n    permissions {\n      canEdit\n      canDelete\n      canUpload\n    }\n    windowOpen\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ProposalFields on Proposal {\n    id\n    kind\n    status\n    title\n    abstract\n    keywords\n    inscriptionId\n    thematicArea {\n      id\n      name\n    }\n    conference {\n      id\n      name\n    }\n    authors {\n      position\n      name\n      email\n      isSubmitter\n      linked\n      invited\n    }\n    details {\n      __typename\n      ... on StudentPaperDetails {\n        studentCareer\n        studentInstitution\n      }\n      ... on ClosedPanelDetails {\n        rationale\n        chair {\n          name\n          email\n        }\n        commentator {\n          name\n          email\n        }\n        papers {\n          title\n          abstract\n          authors {\n            name\n            email\n          }\n        }\n      }\n      ... on ResearchGroupDetails {\n        groupName\n        institution\n        director\n        members\n      }\n      ... on BookDetails {\n        bookAuthors\n        publisher\n        year\n        isbn\n        presenters\n      }\n    }\n    file {\n      id\n      name\n      sizeBytes\n      contentType\n      uploadedAt\n      url\n    }\n    viewerRole\n    permissions {\n      canEdit\n      canDelete\n      canUpload\n    }\n    windowOpen\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProposals(\n    $inscriptionId: ID!\n    $page: Int\n    $pageSize: Int\n    $search: String\n    $sort: String\n    $direction: SortDirection\n    $kind: SubmissionType\n    $status: ProposalStatus\n  ) {\n    myProposals(inscriptionId: $inscriptionId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, kind: $kind, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        kind\n        status\n        title\n        thematicArea {\n          id\n          name\n        }\n        file {\n          id\n          name\n        }\n        viewerRole\n        permissions {\n          canEdit\n          canDelete\n          canUpload\n        }\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyProposals(\n    $inscriptionId: ID!\n    $page: Int\n    $pageSize: Int\n    $search: String\n    $sort: String\n    $direction: SortDirection\n    $kind: SubmissionType\n    $status: ProposalStatus\n  ) {\n    myProposals(inscriptionId: $inscriptionId, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction, kind: $kind, status: $status) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        kind\n        status\n        title\n        thematicArea {\n          id\n          name\n        }\n        file {\n          id\n          name\n        }\n        viewerRole\n        permissions {\n          canEdit\n          canDelete\n          canUpload\n        }\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProposalSubmission($inscriptionId: ID!) {\n    proposalSubmission(inscriptionId: $inscriptionId) {\n      inscription {\n        id\n        conference {\n          id\n          name\n        }\n      }\n      limits {\n        abstractMaxWords\n        keywordsMin\n        keywordsMax\n        authorsMax\n        panelPapersMin\n        panelPapersMax\n        maxFileMb\n      }\n      areas {\n        id\n        name\n      }\n      windows {\n        type\n        opensOn\n        closesOn\n        open\n        label\n      }\n      firstAuthor {\n        email\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProposalSubmission($inscriptionId: ID!) {\n    proposalSubmission(inscriptionId: $inscriptionId) {\n      inscription {\n        id\n        conference {\n          id\n          name\n        }\n      }\n      limits {\n        abstractMaxWords\n        keywordsMin\n        keywordsMax\n        authorsMax\n        panelPapersMin\n        panelPapersMax\n        maxFileMb\n      }\n      areas {\n        id\n        name\n      }\n      windows {\n        type\n        opensOn\n        closesOn\n        open\n        label\n      }\n      firstAuthor {\n        email\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Proposal($id: ID!) {\n    proposal(id: $id) {\n      ...ProposalFields\n    }\n  }\n"): (typeof documents)["\n  query Proposal($id: ID!) {\n    proposal(id: $id) {\n      ...ProposalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaper($data: PaperInput!) {\n    createPaper(data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaper($data: PaperInput!) {\n    createPaper(data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaper($id: ID!, $data: PaperUpdateInput!) {\n    updatePaper(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaper($id: ID!, $data: PaperUpdateInput!) {\n    updatePaper(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePaper($id: ID!) {\n    deletePaper(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePaper($id: ID!) {\n    deletePaper(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStudentPaper($data: StudentPaperInput!) {\n    createStudentPaper(data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStudentPaper($data: StudentPaperInput!) {\n    createStudentPaper(data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStudentPaper($id: ID!, $data: StudentPaperUpdateInput!) {\n    updateStudentPaper(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStudentPaper($id: ID!, $data: StudentPaperUpdateInput!) {\n    updateStudentPaper(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStudentPaper($id: ID!) {\n    deleteStudentPaper(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteStudentPaper($id: ID!) {\n    deleteStudentPaper(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateClosedPanel($data: ClosedPanelInput!) {\n    createClosedPanel(data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateClosedPanel($data: ClosedPanelInput!) {\n    createClosedPanel(data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateClosedPanel($id: ID!, $data: ClosedPanelUpdateInput!) {\n    updateClosedPanel(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateClosedPanel($id: ID!, $data: ClosedPanelUpdateInput!) {\n    updateClosedPanel(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteClosedPanel($id: ID!) {\n    deleteClosedPanel(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteClosedPanel($id: ID!) {\n    deleteClosedPanel(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateResearchGroup($data: ResearchGroupInput!) {\n    createResearchGroup(data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateResearchGroup($data: ResearchGroupInput!) {\n    createResearchGroup(data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateResearchGroup($id: ID!, $data: ResearchGroupUpdateInput!) {\n    updateResearchGroup(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateResearchGroup($id: ID!, $data: ResearchGroupUpdateInput!) {\n    updateResearchGroup(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteResearchGroup($id: ID!) {\n    deleteResearchGroup(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteResearchGroup($id: ID!) {\n    deleteResearchGroup(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBook($data: BookInput!) {\n    createBook(data: $data) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBook($data: BookInput!) {\n    createBook(data: $data) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBook($id: ID!, $data: BookUpdateInput!) {\n    updateBook(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBook($id: ID!, $data: BookUpdateInput!) {\n    updateBook(id: $id, data: $data) {\n      ...ProposalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBook($id: ID!) {\n    deleteBook(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBook($id: ID!) {\n    deleteBook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachProposalFile($presentationId: ID!, $fileId: ID!) {\n    attachProposalFile(presentationId: $presentationId, fileId: $fileId) {\n      ...ProposalFields\n    }\n  }\n"): (typeof documents)["\n  mutation AttachProposalFile($presentationId: ID!, $fileId: ID!) {\n    attachProposalFile(presentationId: $presentationId, fileId: $fileId) {\n      ...ProposalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users(\n    $page: Int\n    $pageSize: Int\n    $search: String\n    $sort: String\n    $direction: SortDirection\n    $role: GlobalRole\n    $membershipStatus: UserMembershipStatus\n  ) {\n    users(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      sort: $sort\n      direction: $direction\n      role: $role\n      membershipStatus: $membershipStatus\n    ) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        firstName\n        lastName\n        email\n        document\n        enabled\n        created\n        roles\n        membershipStatus\n      }\n    }\n  }\n"): (typeof documents)["\n  query Users(\n    $page: Int\n    $pageSize: Int\n    $search: String\n    $sort: String\n    $direction: SortDirection\n    $role: GlobalRole\n    $membershipStatus: UserMembershipStatus\n  ) {\n    users(\n      page: $page\n      pageSize: $pageSize\n      search: $search\n      sort: $sort\n      direction: $direction\n      role: $role\n      membershipStatus: $membershipStatus\n    ) {\n      total\n      totalCapped\n      page\n      pageSize\n      items {\n        id\n        firstName\n        lastName\n        email\n        document\n        enabled\n        created\n        roles\n        membershipStatus\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserDetailFields on UserDetail {\n    id\n    firstName\n    lastName\n    email\n    document\n    enabled\n    created\n    roles\n    conferenceRoles {\n      id\n      role\n      conference {\n        id\n        name\n      }\n      thematicArea {\n        id\n        name\n      }\n    }\n    memberships {\n      id\n      year\n      terminatedMember\n      state\n      category {\n        id\n        name\n      }\n      permissions {\n        canTerminate\n      }\n    }\n    charges {\n      id\n      description\n      amountCents\n      status\n      created\n    }\n    auditEntries {\n      id\n      action\n      actionLabel\n      actorName\n      created\n      summary\n    }\n    permissions {\n      grantableRoles\n      revocableRoles\n      canSetEnabled\n      canSendRecoveryEmail\n      canEditProfile\n    }\n  }\n"): (typeof documents)["\n  fragment UserDetailFields on UserDetail {\n    id\n    firstName\n    lastName\n    email\n    document\n    enabled\n    created\n    roles\n    conferenceRoles {\n      id\n      role\n      conference {\n        id\n        name\n      }\n      thematicArea {\n        id\n        name\n      }\n    }\n    memberships {\n      id\n      year\n      terminatedMember\n      state\n      category {\n        id\n        name\n      }\n      permissions {\n        canTerminate\n      }\n    }\n    charges {\n      id\n      description\n      amountCents\n      status\n      created\n    }\n    auditEntries {\n      id\n      action\n      actionLabel\n      actorName\n      created\n      summary\n    }\n    permissions {\n      grantableRoles\n      revocableRoles\n      canSetEnabled\n      canSendRecoveryEmail\n      canEditProfile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserDetailFields\n    }\n  }\n"): (typeof documents)["\n  query User($id: ID!) {\n    user(id: $id) {\n      ...UserDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantRole($userId: ID!, $role: GlobalRole!) {\n    grantRole(userId: $userId, role: $role) {\n      ...UserDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation GrantRole($userId: ID!, $role: GlobalRole!) {\n    grantRole(userId: $userId, role: $role) {\n      ...UserDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeRole($userId: ID!, $role: GlobalRole!) {\n    revokeRole(userId: $userId, role: $role) {\n      ...UserDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeRole($userId: ID!, $role: GlobalRole!) {\n    revokeRole(userId: $userId, role: $role) {\n      ...UserDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserEnabled($userId: ID!, $enabled: Boolean!) {\n    setUserEnabled(userId: $userId, enabled: $enabled) {\n      ...UserDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserEnabled($userId: ID!, $enabled: Boolean!) {\n    setUserEnabled(userId: $userId, enabled: $enabled) {\n      ...UserDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendRecoveryEmail($userId: ID!) {\n    sendRecoveryEmail(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation SendRecoveryEmail($userId: ID!) {\n    sendRecoveryEmail(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TerminateMembership($membershipId: ID!) {\n    terminateMembership(membershipId: $membershipId) {\n      id\n      terminatedMember\n    }\n  }\n"): (typeof documents)["\n  mutation TerminateMembership($membershipId: ID!) {\n    terminateMembership(membershipId: $membershipId) {\n      id\n      terminatedMember\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      token\n      refreshToken\n      expire\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      token\n      refreshToken\n      expire\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      document\n      roles\n      conferenceRoles {\n        role\n        conference {\n          id\n          name\n        }\n        thematicArea {\n          id\n          name\n        }\n      }\n      activeMembership {\n        id\n        year\n        terminatedMember\n        created\n        category {\n          id\n          name\n        }\n      }\n      permissions {\n        canViewMemberships\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      document\n      roles\n      conferenceRoles {\n        role\n        conference {\n          id\n          name\n        }\n        thematicArea {\n          id\n          name\n        }\n      }\n      activeMembership {\n        id\n        year\n        terminatedMember\n        created\n        category {\n          id\n          name\n        }\n      }\n      permissions {\n        canViewMemberships\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;