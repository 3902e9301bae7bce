/** The seven fixed photo tags (spec §5 "Photo upload"). */
export const photoTags = ['game', 'practice', 'team', 'celebration', 'training', 'tournament', 'awards'] as const
export type PhotoTag = (typeof photoTags)[number]

/** The gallery's limits (spec §5, §9). */
export const galleryLimits = {
  /** Files in one upload dialog. */
  maxFiles: 10,
  /** Bytes of one uploaded file. */
  maxFileBytes: 5 * 1024 * 1024,
  /** Pixels of one frame (a 64-megapixel phone photo fits); beyond it an upload is refused before it is decoded. */
  maxPixels: 70_000_000,
  captionMax: 500,
  /** Tags shown on a card before '+N'. */
  cardTags: 3,
  /** Tag quick-filter chips (plus All). */
  tagChips: 10,
  /** Photos in one page of the grid. */
  pageSize: 60,
  /** Players one photo may name. */
  maxPlayers: 30,
  /** Photo addresses one check of the phone's kept images may ask about. */
  maxCheckedPhotos: 500,
  /** The smallest region a coach may blur, as a fraction of the photo's side. */
  minRegion: 0.01,
} as const

export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const

export const galleryMessages = {
  uploadHint: 'Choose up to 10 images (JPG, PNG, GIF)',
  onlyImages: 'Only image files are allowed',
  /** 'Can only upload N more files', N being the room left. */
  canOnlyUploadMore: (room: number) => `Can only upload ${room} more files`,
  maxFiles: 'Maximum 10 files can be uploaded at once',
  invalidType: 'Invalid file type. Please upload a JPEG, PNG, GIF, or WebP image.',
  tooLarge: 'File size too large. Please upload an image smaller than 5MB.',
  uploadFailed: 'Failed to upload photos. Please try again.',
  /** 'Upload N Photo(s)'. */
  uploadButton: (count: number) => `Upload ${count} Photo(s)`,
  confirmDelete: 'Are you sure you want to delete this photo? This action cannot be undone.',
  noMatches: 'No photos match your current filters.',
  empty: 'No photos have been uploaded to the gallery yet.',
  uploadFirst: 'Upload First Photos',
  /** Beyond the spec's words: the server's refusals. */
  tooManyPixels: 'This image is too large to process. Please upload a smaller image.',
  notUploader: 'Only the person who uploaded this photo can delete it.',
  notFound: 'This photo no longer exists.',
  unknownTag: 'Please choose tags from the list.',
  captionLong: 'Caption must be 500 characters or fewer.',
  tooFast: "You're uploading photos too fast. Please wait a moment.",
  /** Photo consent and the children a photo names (beyond the spec's words). */
  notTagger: 'Only the person who uploaded this photo or a coach can change who is in it.',
  notCoach: 'Only coaches can do this.',
  photoChanged: 'This photo was changed meanwhile. Please look at it again and try once more.',
  notYourChild: 'Only a parent of this child can change their photo consent.',
  unknownPlayer: 'Please choose players from the roster.',
  tooManyPlayers: 'A photo can name at most 30 players.',
  badRegion: 'Please choose a region inside the photo.',
  playerNotFound: 'Player not found.',
} as const

export const gallerySorts = ['newest', 'oldest'] as const
