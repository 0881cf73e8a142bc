// The renderer's public API speaks in TrellisPNG's values (PixelBuffer, RGBA8, PNGWriteOptions, PNGError), and
// its clients read and write PNG files through TrellisPNG; importing TrellisRender brings them along.
@_exported public import TrellisPNG
