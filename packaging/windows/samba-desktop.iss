; Inno Setup 6 script: the Windows installer of Samba Desktop.
;
; Built by `python packaging/build.py --setup-exe`, which passes the defines below with /D…:
;   iscc /DAppVersion=0.1.0 /DVersionNumbers=0.1.0.0 /DSourceDir=dist\samba-desktop /DIconFile=build\icons\samba-desktop.ico
;        /DOutputDir=dist\installers /DOutputBaseFilename=samba-desktop-0.1.0-windows-x64-setup
;        packaging\windows\samba-desktop.iss
; It installs the PyInstaller folder (dist\samba-desktop) as it is, so resources\ (card art and
; fonts with their licences) stays a plain folder on disk.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef VersionNumbers
  #define VersionNumbers "0.0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\samba-desktop"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\icons\samba-desktop.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist\installers"
#endif
#ifndef OutputBaseFilename
  #define OutputBaseFilename "samba-desktop-" + AppVersion + "-windows-x64-setup"
#endif
#define AppName "Samba Desktop"
#define AppExe "samba-desktop.exe"
#define Publisher "The Samba Desktop developers"
#define Homepage "https://github.com/sambadesktop/samba-desktop"

[Setup]
; The AppId identifies the installation for upgrades and the uninstaller: never change it.
AppId={{C66BD25F-D491-5805-8677-242BEA8CB905}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#Publisher}
AppPublisherURL={#Homepage}
AppSupportURL={#Homepage}/issues
AppUpdatesURL={#Homepage}/releases
AppCopyright=Copyright (c) 2026 {#Publisher}
VersionInfoVersion={#VersionNumbers}
VersionInfoProductName={#AppName}
VersionInfoProductVersion={#AppVersion}
VersionInfoDescription={#AppName} Setup
VersionInfoCompany={#Publisher}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Installs for the current user without asking for administrator rights; the first page
; offers an installation for all users instead.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6.10 and 6.11 (what PySide6-Essentials ships) support Windows 10 1809 (build 17763) and later,
; x86_64 (doc.qt.io/qt-6.11/windows.html): older Windows 10 could install but not start it.
MinVersion=10.0.17763
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBaseFilename}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
#ifdef SignTool
; build.py passes /DSignTool=sambasign /Ssambasign=... when a certificate is given
; (packaging/sign.py): signtool then signs the setup and the uninstaller it carries.
SignTool={#SignTool}
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "brazilianportuguese"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Play Samba, the three-deck Canasta card game"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; a clicked samba:// link (a table's invitation) opens the app on Join a table
Root: HKA; Subkey: "Software\Classes\samba"; ValueType: string; ValueName: ""; ValueData: "URL:Samba table link"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\samba"; ValueType: string; ValueName: "URL Protocol"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\samba\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\samba\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
